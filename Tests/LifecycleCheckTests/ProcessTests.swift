import Foundation
import Testing

/// The built binary, run as separate processes: the same seed gives the same bytes.
@Suite("lifecycle-check as a process")
struct ProcessTests {
    static var binary: URL { ToolBinary.url }

    static func run(_ args: [String]) throws -> (out: String, code: Int32) {
        let result = try runCapturingErrors(args)
        return (result.out, result.code)
    }

    /// Runs the binary (`lifecycle-check` unless another is given) with a clean lifecycle environment; `signal` is set
    /// when a signal ended it.
    static func runCapturingErrors(_ args: [String], environment extra: [String: String] = [:],
                                   binary executable: URL = ProcessTests.binary) throws
        -> (out: String, err: String, code: Int32, signal: Bool)
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = args
        var environment = ProcessInfo.processInfo.environment
        for key in environment.keys where key.hasPrefix("LIFECYCLE_") { environment[key] = nil }
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment.merge(extra) { $1 }
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes to their ends (stderr on another thread, so neither can fill and block).
        final class Box: @unchecked Sendable { var data = Data() }
        let errBox = Box()
        let reader = Thread { errBox.data = err.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { usleep(1_000) }
        return (String(decoding: data, as: UTF8.self), String(decoding: errBox.data, as: UTF8.self),
                process.terminationStatus, process.terminationReason == .uncaughtSignal)
    }

    @Test("the same seed gives a byte-identical report in two separate processes")
    func sameSeedSameBytes() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build lifecycle-check first")
        let args = ["run", "--app", "NoRestorationActivity", "--seed", "0x2545F4914F6CDD1D"]
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

    @Test("as a process, a proof's long length runs in parts, in processes of the tool, and the report is the one a single process prints")
    func proofInParts() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build lifecycle-check first")
        let log = FileManager.default.temporaryDirectory
            .appendingPathComponent("lifecycle-proof-log-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 1...UInt64.max))").path
        _ = FileManager.default.createFile(atPath: log, contents: Data())
        defer { try? FileManager.default.removeItem(atPath: log) }
        // A mutant of minimum 4 on a pad: its proof runs every lifecycle of 3 events, about 26,000 events.
        // No time limit: on a loaded machine the one-process proof must not stop at 30 s while the parts finish.
        let args = ["run", "--app", "CachedBackupOutlivesDiscard", "--seed", "0x9E3779B9", "--proof-time-limit", "0"]
        let parted = try Self.runCapturingErrors(args, environment: ["LIFECYCLE_PROOF_PARTS_LOG": log])
        let single = await tool(args)
        #expect(parted.code == 1 && single.code == 1)
        #expect(parted.out == single.out, "the same report, byte for byte, with the proof in parts and in one process")
        #expect(parted.out.contains("Minimality: minimal (proved"), "\(parted.out)")
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        if ProcessInfo.processInfo.activeProcessorCount > 1 {
            #expect(lines.contains { $0.hasPrefix("lifecycles of 3 events: ") && $0.hasSuffix("none failed") }, "\(lines)")
        } else {
            #expect(lines.isEmpty, "one core: every length runs in the tool's own process")
        }
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

    @Test("a delegate that never returns is reported when the deadline passes: the case, the event, the seed and the replay line, exit 1")
    func hangIsReported() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build lifecycle-check first")
        let hang = try Self.runCapturingErrors(["run", "--app", "HangsInDisconnect", "--seed", "0x1", "--deadline", "0.5"])
        #expect(hang.code == 1)
        #expect(!hang.signal)
        #expect(hang.err.hasPrefix("error: the app did not return within 0.5 s, in case "), "\(hang.err)")
        #expect(hang.err.contains(", at event "))
        #expect(hang.err.contains("Replay: swift run lifecycle-check replay --seed 0x0000000000000001 --app HangsInDisconnect"))
        // The deadline from the environment, as a test run would set it.
        let fromEnvironment = try Self.runCapturingErrors(["run", "--app", "HangsInDisconnect", "--seed", "0x1"],
                                                          environment: ["LIFECYCLE_DEADLINE": "0.5"])
        #expect(fromEnvironment.err == hang.err)
    }

    @Test("a delegate that traps leaves the seed, the replay line and where it trapped; the replay reaches the same trap")
    func trapIsReproducible() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build lifecycle-check first")
        let trap = try Self.runCapturingErrors(["run", "--app", "TrapsInDisconnect", "--seed", "0x1"])
        #expect(trap.signal)
        let replayLine = try #require(trap.out.split(separator: "\n").first { $0.hasPrefix("Replay: ") })
        #expect(replayLine == "Replay: swift run lifecycle-check replay --seed 0x0000000000000001 --app TrapsInDisconnect --device pad")
        let note = try #require(trap.err.split(separator: "\n").first { $0.hasPrefix("error: the app trapped") })
        #expect(note.contains(" in case ") && note.contains(", at event "), "\(note)")
        // Copy the printed line verbatim: the same trap at the same case and event.
        let args = Array(replayLine.dropFirst("Replay: swift run lifecycle-check ".count).split(separator: " ").map(String.init))
        let again = try Self.runCapturingErrors(args)
        #expect(again.signal)
        #expect(again.err.split(separator: "\n").first { $0.hasPrefix("error: the app trapped") } == note)
    }

    @Test("a delegate that calls exit(0) fails the run with status 1, saying where, with the replay line")
    func exitFailsTheRun() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build lifecycle-check first")
        let exited = try Self.runCapturingErrors(["run", "--app", "ExitsInDisconnect", "--seed", "0x1"])
        #expect(exited.code == 1, "\(exited.err)")
        #expect(!exited.signal)
        let note = try #require(exited.err.split(separator: "\n").first { $0.hasPrefix("error: the app called exit()") })
        #expect(note.contains(" in case ") && note.contains(", at event "), "\(note)")
        #expect(exited.err.contains("Replay: swift run lifecycle-check replay --seed 0x0000000000000001 --app ExitsInDisconnect"))
        // Outside a check, exit keeps its status: the tool's own exit after a passing run is 0.
        let passing = try Self.runCapturingErrors(["run", "--seed", "0x1", "--cases", "3"])
        #expect(passing.code == 0, "\(passing.err)")
    }

    @Test("a replay line printed under any profile reproduces the report byte for byte")
    func replayLineReproducesEveryProfile() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build lifecycle-check first")
        for profile in ["quick", "ci", "deep"] {
            let first = try Self.runCapturingErrors(["run", "--app", "KeepsDataOnDiscard", "--seed", "0x77"],
                                                    environment: ["LIFECYCLE_PROFILE": profile])
            #expect(first.code == 1)
            let replayLine = try #require(first.out.split(separator: "\n").last { $0.hasPrefix("Replay: ") })
            let args = Array(replayLine.dropFirst("Replay: swift run lifecycle-check ".count).split(separator: " ").map(String.init))
            let again = try Self.runCapturingErrors(args)
            #expect(again.code == 1)
            #expect(again.out == first.out, "profile \(profile)")
        }
    }
}

/// Where the built `lifecycle-check` is: found from the package's build folder, not from the test
/// runner's path (which is Xcode's or XCTest's runner in some hosts).
enum ToolBinary {
    static let url: URL = {
        let fm = FileManager.default
        if let explicit = ProcessInfo.processInfo.environment["LIFECYCLE_CHECK_BINARY"] {
            return URL(fileURLWithPath: explicit)
        }
        var candidates: [URL] = []
        // Beside the test bundle (swift test on Linux and macOS).
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        for bundle in Bundle.allBundles { candidates.append(bundle.bundleURL.deletingLastPathComponent()) }
        // The package's own build folder, found from this file's path.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug"))
        candidates.append(root.appendingPathComponent(".build/release"))
        for directory in candidates {
            let url = directory.appendingPathComponent("lifecycle-check")
            if fm.isExecutableFile(atPath: url.path) { return url }
        }
        return candidates[candidates.count - 2].appendingPathComponent("lifecycle-check")
    }()
}
