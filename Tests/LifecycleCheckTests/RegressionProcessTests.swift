import Foundation
import Testing

/// Separate `lifecycle-check` processes saving failures to one regression file at once.
@Suite("regression file shared by processes")
struct RegressionProcessTests {
    @Test("four processes saving different failures at once keep all four and the comment, 5 rounds")
    func concurrentProcesses() throws {
        try #require(FileManager.default.isExecutableFile(atPath: ProcessTests.binary.path), "build lifecycle-check first")
        let apps = ["KeepsDataOnDiscard", "IgnoresConnectionURLs", "CachedBackupOutlivesDiscard", "CompletionHandlerCalledTwice"]
        let dir = NSTemporaryDirectory() + "regression-processes-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/r.txt"
        for round in 1...5 {
            try "# keep me\n".write(toFile: path, atomically: false, encoding: .utf8)
            let processes = try apps.map { app in
                let p = Process()
                p.executableURL = ProcessTests.binary
                p.arguments = ["run", "--app", app, "--seed", "\(round)", "--regressions", path]
                p.standardOutput = FileHandle.nullDevice
                p.standardError = FileHandle.nullDevice
                try p.run()
                return p
            }
            for p in processes { p.waitUntilExit() }
            let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
            #expect(lines.first == "# keep me")
            #expect(Set(lines.dropFirst().map { String($0.prefix { $0 != "\t" }) }) == Set(apps), "round \(round)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["r.txt"])
        }
    }
}
