import Foundation
import Generators
import LifecycleRules
import Testing

/// The regression file under hostile conditions: foreign lines, odd encodings, odd paths, concurrent writers.
@Suite("regression file")
struct RegressionStoreTests {
    static func entry(_ n: UInt64, target: String = "T") -> RegressionStore.Entry {
        RegressionStore.Entry(target: target, seed: Seed(n), events: [.launch, .memoryWarning])
    }

    /// The line the tool writes for an entry: target, seed, events, tab-separated.
    static func line(_ e: RegressionStore.Entry) -> String {
        "\(e.target)\t\(e.seed)\t\(e.events.map(\.description).joined(separator: "; "))"
    }

    /// A fresh empty directory, removed by the caller.
    static func directory() throws -> String {
        let path = NSTemporaryDirectory() + "regressions-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }

    static func bytes(_ path: String) -> [UInt8] {
        (try? [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))) ?? []
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    /// The names in `directory` other than `keeping`: leftover temporary files.
    static func others(in directory: String, keeping: Set<String>) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter { !keeping.contains($0) }.sorted()
    }

    @Test("comments, unknown lines, bad seeds and a line that is not UTF-8 are kept byte for byte, in place")
    func foreignLinesKept() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/r.txt"
        let a = Array(Self.line(Self.entry(1)).utf8), c = Array(Self.line(Self.entry(3)).utf8)
        let foreign: [[UInt8]] = [
            Array("# regressions for the editor".utf8), Array("T\tnot-a-seed\tlaunch".utf8),
            [0x54, 0x09, 0xFF, 0xFE, 0x09, 0x6C], Array("something else entirely".utf8),
        ]
        let original = foreign[0] + [0x0A] + a + [0x0A] + foreign[1] + [0x0A] + c + [0x0A] + foreign[2] + [0x0A]
            + foreign[3] + [0x0A]
        try Self.write(original, to: path)
        #expect(RegressionStore(path: path).entries() == [Self.entry(1), Self.entry(3)])
        #expect(try RegressionStore(path: path).add(Self.entry(2)))
        let b = Array(Self.line(Self.entry(2)).utf8)
        // The new entry goes before the first entry that sorts after it; nothing else moves.
        #expect(Self.bytes(path) == foreign[0] + [0x0A] + a + [0x0A] + foreign[1] + [0x0A] + b + [0x0A] + c + [0x0A]
            + foreign[2] + [0x0A] + foreign[3] + [0x0A])
        #expect(RegressionStore(path: path).entries() == [Self.entry(1), Self.entry(2), Self.entry(3)])
        #expect(try !RegressionStore(path: path).add(Self.entry(2)))
        #expect(try Self.others(in: dir, keeping: ["r.txt"]).isEmpty)
    }

    @Test("a file with CRLF line ends reads every entry and gets the new one with CRLF too")
    func crlf() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/r.txt"
        let text = "# comment\r\n\(Self.line(Self.entry(1)))\r\n\(Self.line(Self.entry(3)))\r\n"
        try Self.write(Array(text.utf8), to: path)
        #expect(RegressionStore(path: path).entries() == [Self.entry(1), Self.entry(3)])
        try RegressionStore(path: path).add(Self.entry(2))
        #expect(String(decoding: Self.bytes(path), as: UTF8.self)
            == "# comment\r\n\(Self.line(Self.entry(1)))\r\n\(Self.line(Self.entry(2)))\r\n\(Self.line(Self.entry(3)))\r\n")
    }

    @Test("one invalid byte loses only its own line, which is kept; a missing final newline is added")
    func invalidByte() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/r.txt"
        let bad: [UInt8] = Array("T\t0x1\tlaunch".utf8) + [0xC3]
        try Self.write(Array(Self.line(Self.entry(5)).utf8) + [0x0A] + bad, to: path)
        #expect(RegressionStore(path: path).entries() == [Self.entry(5)])
        try RegressionStore(path: path).add(Self.entry(6))
        #expect(Self.bytes(path) == Array(Self.line(Self.entry(5)).utf8) + [0x0A] + Array(Self.line(Self.entry(6)).utf8) + [0x0A]
            + bad + [0x0A])
    }

    @Test("a directory, /dev/null and a missing directory are refused with the path and the reason")
    func refusals() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(throws: RegressionStoreError(path: dir, reason: "it is a directory, not a regular file")) {
            try RegressionStore(path: dir).add(Self.entry(1))
        }
        #expect(throws: RegressionStoreError(path: "/dev/null", reason: "it is a device, not a regular file")) {
            try RegressionStore(path: "/dev/null").add(Self.entry(1))
        }
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR, "/dev/null is still a device")
        let missing = dir + "/no/such/r.txt"
        #expect(throws: RegressionStoreError(
            path: missing, reason: "its directory '\(dir)/no/such': no such file or directory")) {
            try RegressionStore(path: missing).add(Self.entry(1))
        }
        let fifo = dir + "/fifo"
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(throws: RegressionStoreError(path: fifo, reason: "it is a FIFO, not a regular file")) {
            try RegressionStore(path: fifo).add(Self.entry(1))
        }
        #expect(try Self.others(in: dir, keeping: ["fifo"]).isEmpty)
    }

    @Test("a read-only file or directory is refused (skipped as root, where permission bits do not apply)")
    func unwritable() throws {
        guard getuid() != 0 else { return }  // root writes anyway: nothing to check
        let dir = try Self.directory()
        defer {
            chmod(dir, 0o755)
            try? FileManager.default.removeItem(atPath: dir)
        }
        let path = dir + "/r.txt"
        try Self.write(Array("\(Self.line(Self.entry(1)))\n".utf8), to: path)
        chmod(path, 0o444)
        #expect(throws: RegressionStoreError(path: path, reason: "permission denied")) {
            try RegressionStore(path: path).add(Self.entry(2))
        }
        chmod(path, 0o644)
        chmod(dir, 0o555)
        #expect(throws: RegressionStoreError(path: path, reason: "its directory '\(dir)': permission denied")) {
            try RegressionStore(path: path).add(Self.entry(2))
        }
    }

    @Test("a symbolic link is written through: the link stays, its target gets the entry")
    func symlink() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/real", withIntermediateDirectories: false)
        try Self.write(Array("# kept\n".utf8), to: dir + "/real/r.txt")
        #expect(Foundation.symlink("real/r.txt", dir + "/link.txt") == 0)
        try RegressionStore(path: dir + "/link.txt").add(Self.entry(1))
        var info = stat()
        #expect(lstat(dir + "/link.txt", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
        #expect(String(decoding: Self.bytes(dir + "/real/r.txt"), as: UTF8.self) == "# kept\n\(Self.line(Self.entry(1)))\n")
        #expect(try Self.others(in: dir + "/real", keeping: ["r.txt"]).isEmpty)
    }

    @Test("a failed save is reported in the run report and its text, not lost silently")
    @MainActor
    func reportedFailure() async throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let target = subsequenceTarget([.systemDisconnect, .memoryWarning, .openURL], ShrinkerTests.small)
        var options = RunOptions(cases: 500, seed: Seed(11), generator: GeneratorConfiguration(maxEvents: 40))
        options.regressionFile = dir
        let report = await PropertyRunner(options: options).run(target)
        #expect(report.counterexample != nil)
        #expect(report.regressionSaveError == RegressionStoreError(path: dir, reason: "it is a directory, not a regular file"))
        let text = CounterexampleReport(report, spec: target.spec, replayCommand: { "replay \($0)" }).text
        #expect(text.hasSuffix(
            "warning: the failure could not be saved to \(dir): it is a directory, not a regular file\n"))
    }

    @Test("two writers adding different entries at once keep both, in 100 of 100 rounds")
    func concurrentWriters() async throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/r.txt"
        var kept = 0
        for round in 0..<100 {
            try Self.write(Array("# shared\n".utf8), to: path)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for writer in 0..<2 {
                    let e = Self.entry(UInt64(round * 2 + writer + 1))
                    group.addTask { try RegressionStore(path: path).add(e) }
                }
                try await group.waitForAll()
            }
            let seeds = Set(RegressionStore(path: path).entries().map(\.seed.value))
            if seeds == [UInt64(round * 2 + 1), UInt64(round * 2 + 2)],
               String(decoding: Self.bytes(path), as: UTF8.self).hasPrefix("# shared\n") { kept += 1 }
        }
        #expect(kept == 100)
        #expect(try Self.others(in: dir, keeping: ["r.txt"]).isEmpty)
    }
}
