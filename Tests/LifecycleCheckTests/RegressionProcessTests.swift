import Foundation
import Testing

/// Separate `lifecycle-check` processes saving failures to one regression file at once.
@Suite("regression file shared by processes")
struct RegressionProcessTests {
    @Test("four processes saving different failures at once keep all four and the comment, 5 rounds")
    func concurrentProcesses() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: ProcessTests.binary.path), "build lifecycle-check first")
        let apps = ["KeepsDataOnDiscard", "IgnoresConnectionURLs", "CachedBackupOutlivesDiscard", "CompletionHandlerCalledTwice"]
        let dir = NSTemporaryDirectory() + "regression-processes-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/r.txt"
        for round in 1...5 {
            try "# keep me\n".write(toFile: path, atomically: false, encoding: .utf8)
            // No proof: each process saves its shrunk failure sooner, so the four saves come closer together.
            try await withThrowingTaskGroup(of: Void.self) { group in
                for app in apps {
                    group.addTask {
                        try await Self.runToEnd(["run", "--app", app, "--seed", "\(round)", "--proof-budget", "0",
                                                 "--regressions", path])
                    }
                }
                try await group.waitForAll()
            }
            let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
            #expect(lines.first == "# keep me")
            #expect(Set(lines.dropFirst().map { String($0.prefix { $0 != "\t" }) }) == Set(apps), "round \(round)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["r.txt"])
        }
    }

    /// Runs `lifecycle-check` with `arguments`, its output discarded, and returns when it has ended. Waited for
    /// through its termination handler: `Process.waitUntilExit()` spins a run loop on Linux, taking a core from
    /// the processes it waits for.
    private static func runToEnd(_ arguments: [String]) async throws {
        try await withCheckedThrowingContinuation { (ended: CheckedContinuation<Void, any Error>) in
            let process = Process()
            process.executableURL = ProcessTests.binary
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            process.terminationHandler = { _ in ended.resume() }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                ended.resume(throwing: error)
            }
        }
    }
}
