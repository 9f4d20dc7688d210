import Foundation
import LifecycleCheckCLI

// Thin: forward the process's arguments, environment and streams to the tool.
// Output goes through write(2); a failed write (closed pipe, full disk) gives exit status 74, never a trap.
// Progress is shown only when standard error is a terminal. The tool starts itself again to run a proof's long
// lengths in parts, one process on each core.
let streams = StandardStreams()
let code = await LifecycleCheckTool.run(
    Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
    out: streams.out.write, err: streams.err.write,
    progress: ProgressLine.onStandardError(write: streams.err.write),
    executable: LifecycleCheckTool.currentExecutable)
exit(streams.exitStatus(code).rawValue)
