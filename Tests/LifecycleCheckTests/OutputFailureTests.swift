import Foundation
import Testing

/// The built binary with hostile streams: a full disk, a closed pipe, a trace on standard input.
@Suite("lifecycle-check with hostile streams")
struct OutputFailureTests {
    /// Runs the binary through `/bin/sh` with `SIGPIPE` ignored (`trap '' PIPE`), as some callers run tools.
    static func run(
        _ args: [String], stdout: Any, stdin: Any? = nil, ignoringSIGPIPE: Bool = true
    ) throws -> (err: String, code: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", (ignoringSIGPIPE ? "trap '' PIPE; " : "") + #"exec "$0" "$@""#,
                             ProcessTests.binary.path] + args
        process.standardOutput = stdout
        if let stdin { process.standardInput = stdin }
        let err = Pipe()
        process.standardError = err
        try process.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }

    @Test("standard output on /dev/full: exit 74 with the reason on standard error, no trap")
    func deviceFull() throws {
        try #require(FileManager.default.isExecutableFile(atPath: ProcessTests.binary.path), "build lifecycle-check first")
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let r = try Self.run(["mutants"], stdout: full)
        #expect(r.code == 74)
        #expect(r.err == "lifecycle-check: error: cannot write to standard output: no space left on device\n")
    }

    @Test("standard output to a closed pipe with SIGPIPE ignored: exit 74, broken pipe, no trap")
    func closedPipe() throws {
        try #require(FileManager.default.isExecutableFile(atPath: ProcessTests.binary.path), "build lifecycle-check first")
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let r = try Self.run(["mutants"], stdout: pipe)
        #expect(r.code == 74)
        #expect(r.err == "lifecycle-check: error: cannot write to standard output: broken pipe\n")
    }

    @Test("check - reads the trace from standard input and names it <stdin>")
    func standardInput() throws {
        try #require(FileManager.default.isExecutableFile(atPath: ProcessTests.binary.path), "build lifecycle-check first")
        let input = Pipe(), output = Pipe()
        let trace = #"""
            {"call": "application(_:didFinishLaunchingWithOptions:)"}
            {"call": "sceneDidBecomeActive(_:)"}
            {"call": "applicationWillTerminate(_:)"}

            """#
        try input.fileHandleForWriting.write(contentsOf: Data(trace.utf8))
        try input.fileHandleForWriting.close()
        let r = try Self.run(["check", "-"], stdout: output, stdin: input, ignoringSIGPIPE: false)
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(r.code == 2)
        #expect(r.err == "<stdin>:2: error: missing required field 'session' for sceneDidBecomeActive(_:)\n")
        #expect(out == "1 file, 2 calls: 0 violations, 1 invalid line\n")
    }
}
