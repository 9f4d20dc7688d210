import Foundation
import Testing

/// `lifecycle-bench` checks its command line before it measures anything: an unknown option, a missing or malformed
/// value or an unknown section is an error naming it (exit 2, with the usage), and `--help` prints the usage.
@Suite("The bench's command line")
struct BenchArgumentsTests {
    /// The bench built beside `lifecycle-check`.
    static var binary: URL { ToolBinary.url.deletingLastPathComponent().appendingPathComponent("lifecycle-bench") }

    static func run(_ arguments: [String]) throws -> (out: String, err: String, code: Int32) {
        let result = try ProcessTests.runCapturingErrors(arguments, binary: binary)
        return (result.out, result.err, result.code)
    }

    @Test("bad arguments are errors that name them, before anything runs", arguments: [
        (["--bogus"], "error: unknown argument '--bogus'"),
        (["--only"], "error: --only needs a value"),
        (["--only", "nope"], "error: --only takes one of spec, e2e, replay, floor, files, mutants, deep, find, shrink, explore, trace, not 'nope'"),
        (["--only", "e2e", "--repeats", "x"], "error: --repeats takes a whole number, not 'x'"),
        (["--proof-time-limit", "-1"], "error: --proof-time-limit takes a number of seconds, not '-1'"),
        (["--proof-part", "A", "B"], "error: --proof-part takes a mutant, a part and a result file, and nothing else"),
        (["--mutant-seed", "A", "B"], "error: --mutant-seed takes a mutant, a seed and a result file"),
        (["--mutant-seed", "A", "x", "R"], "error: --mutant-seed takes a whole number as its seed, not 'x'"),
        (["--mutant-seed", "A", "1", "R", "--proof-budget"], "error: --proof-budget needs a value"),
        (["--mutant-seed", "A", "1", "R", "--only", "e2e"],
         "error: --mutant-seed takes only --proof-budget, --proof-in-process, --proof-time-limit, --unpinned after its values, not '--only'"),
        (["--only", "mutants", "--mutant-seed", "A", "1", "R"], "error: unknown argument '--mutant-seed'"),
    ])
    func badArguments(arguments: [String], error: String) throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build lifecycle-bench first")
        let result = try Self.run(arguments)
        #expect(result.code == 2)
        #expect(result.out.isEmpty, "it measured something: \(result.out)")
        #expect(result.err.hasPrefix(error + "\nusage: lifecycle-bench "), "\(result.err)")
    }

    @Test("--help prints the usage and the sections, exit 0")
    func help() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build lifecycle-bench first")
        let result = try Self.run(["--help"])
        #expect(result.code == 0)
        #expect(result.out.hasPrefix("usage: lifecycle-bench [--only SECTION]"), "\(result.out)")
        #expect(result.out.contains("sections: spec, e2e, replay, floor, files, mutants, deep, find, shrink, explore, trace\n"))
    }
}
