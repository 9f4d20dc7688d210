import Foundation
import Testing

/// The built binary, run as separate processes: the same seed gives the same bytes.
@Suite("lifecycle-check as a process")
struct ProcessTests {
    static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("lifecycle-check")
    }

    static func run(_ args: [String]) throws -> (out: String, code: Int32) {
        let process = Process()
        process.executableURL = binary
        process.arguments = args
        var environment = ProcessInfo.processInfo.environment
        environment["LIFECYCLE_SEED"] = nil
        environment["LIFECYCLE_PROFILE"] = nil
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }

    @Test("the same seed gives a byte-identical report in two separate processes")
    func sameSeedSameBytes() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build lifecycle-check first")
        let args = ["run", "--app", "RestoresGlobalLastDocument", "--seed", "0x2545F4914F6CDD1D"]
        let first = try Self.run(args)
        let second = try Self.run(args)
        #expect(first.code == 1)
        #expect(first.out == second.out)
        #expect(first.out.contains("A1 restoration round-trip"))
        let passing = try Self.run(["run", "--app", "chat", "--seed", "0x5EED", "--json"])
        let again = try Self.run(["run", "--app", "chat", "--seed", "0x5EED", "--json"])
        #expect(passing.code == 0)
        #expect(passing.out == again.out)
    }

    @Test("as a process: help and --version on standard output with exit 0, a usage error with exit 2 and no output")
    func exitStatuses() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build lifecycle-check first")
        let help = try Self.run(["help", "run"])
        #expect(help.code == 0)
        #expect(help.out.contains("USAGE: lifecycle-check run "))
        let version = try Self.run(["--version"])
        #expect(version.code == 0)
        #expect(version.out.hasPrefix("lifecycle-check "))
        let usage = try Self.run(["run", "--device", "ipad"])
        #expect(usage.code == 2)
        #expect(usage.out.isEmpty)
    }
}
