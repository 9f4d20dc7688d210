import Foundation
import LifecycleCheckCLI

// Thin: forward the process's arguments, environment and streams to the tool; show progress only
// when standard error is a terminal.
let code = LifecycleCheckTool.run(
    Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
    out: { FileHandle.standardOutput.write(Data($0.utf8)) },
    err: { FileHandle.standardError.write(Data($0.utf8)) },
    progress: ProgressLine.onStandardError(write: { FileHandle.standardError.write(Data($0.utf8)) }))
exit(code.rawValue)
