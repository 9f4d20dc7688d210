import Foundation
import Testing

/// The bench's mutants section runs each seed of a mutant in a process of its own (`--mutant-seed`), which writes one
/// line of what it measured for the section to read.
@Suite("One seed of a mutant in the bench's own process")
struct BenchMutantSeedTests {
    @Test("a seed's process finds, shrinks and proves the mutant and writes its line")
    func writesItsLine() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BenchArgumentsTests.binary.path), "build lifecycle-bench first")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bench-mutant-seed-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        // Minimum 1: the window made in didFinishLaunching (A8) fails at the first event of every seed.
        let result = try BenchArgumentsTests.run(["--mutant-seed", "WindowInDidFinishLaunching", "2654435769", file.path])
        #expect(result.code == 0, "\(result.err)")
        let fields = try String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .newlines)
            .split(separator: " ").map(String.init)
        try #require(fields.count == 7, "\(fields)")
        #expect(fields[0] == "found")
        #expect(fields[1] == "1", "the first case fails")
        #expect(fields[5] == "1", "shrunk to one event")
        #expect(fields[6] == "1", "proved")
    }

    @Test("a seed's process that cannot write its result says so and exits 1, so the bench counts an error, not a miss")
    func unwritableResult() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BenchArgumentsTests.binary.path), "build lifecycle-bench first")
        let result = try BenchArgumentsTests.run(["--mutant-seed", "WindowInDidFinishLaunching", "1", "/nonexistent/folder/result.txt"])
        #expect(result.code == 1)
        #expect(result.err.hasPrefix("error: cannot write the result to /nonexistent/folder/result.txt: "), "\(result.err)")
    }

    @Test("a seed's process for a mutant the bench does not have is an error naming it")
    func unknownMutant() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BenchArgumentsTests.binary.path), "build lifecycle-bench first")
        let result = try BenchArgumentsTests.run(["--mutant-seed", "NoSuchMutant", "1", "/dev/null"])
        #expect(result.code == 2)
        #expect(result.err == "error: no bundled mutant is named 'NoSuchMutant'\n", "\(result.err)")
    }
}
