import Foundation
@testable import LifecycleCheckCLI
import Testing

/// The README and the articles of `LifecycleTesting.docc` agree with the tool: the counterexample is the tool's real
/// output, regenerated here, and the command and options tables list every command and option.
@MainActor
@Suite("README.md and the LifecycleTesting articles agree with the tool")
struct ReadmeTests {
    /// The repository's root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The folder of the `LifecycleTesting` documentation's articles, from the root.
    static let articles = "Sources/LifecycleTesting/LifecycleTesting.docc/"

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("the counterexample block is exactly what the tool prints for that seed, in the README and in ReadingAFailure.md")
    func counterexample() async throws {
        let printed = await tool(["run", "--app", "NoRestorationActivity", "--seed", "0x2545F4914F6CDD1D"])
        #expect(printed.code == 1)
        for document in ["README.md", Self.articles + "ReadingAFailure.md"] {
            let text = try Self.read(document)
            let begin = try #require(text.range(of: "<!-- BEGIN GENERATED COUNTEREXAMPLE -->\n```text\n"), "no block in \(document)")
            let end = try #require(text.range(of: "```\n<!-- END GENERATED COUNTEREXAMPLE -->"), "no block end in \(document)")
            #expect(String(text[begin.upperBound..<end.lowerBound]) == printed.out, "\(document)")
        }
    }

    @Test("the README's first two commands are the main job and the tests")
    func firstCommands() throws {
        let readme = try Self.read("README.md")
        let commands = readme.split(separator: "\n").filter { $0.hasPrefix("swift ") }.prefix(2).map {
            $0.split(separator: "#").first!.trimmingCharacters(in: .whitespaces)
        }
        #expect(commands == ["swift run lifecycle-check", "swift test"])
    }

    @Test("ReplayingAFailure.md's table of environment variables and options has a row for each, naming every command that takes it; the README links to it and has a row per command")
    func optionsTable() throws {
        let readme = try Self.read("README.md")
        let article = try Self.read(Self.articles + "ReplayingAFailure.md")
        #expect(readme.contains("(" + Self.articles + "ReplayingAFailure.md#environment-variables-and-options)"),
                "the README does not link to the table of environment variables and options")
        let start = try #require(article.range(of: "## Environment variables and options\n"))
        let section = article[start.upperBound...]
        let rows = section.split(separator: "\n").drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
        func commands(of setting: String) -> [String]? {
            guard let row = rows.first(where: { $0.hasPrefix("| `\(setting)") }) else { return nil }
            return row.split(separator: "|")[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        for variable in ["LIFECYCLE_SEED", "LIFECYCLE_PROFILE"] {
            #expect(commands(of: variable)?.contains("run") == true, "no row for \(variable)")
        }
        for spec in Commands.all {
            for name in spec.acceptedNames {
                let listed = try #require(commands(of: "--\(name)"), "ReplayingAFailure.md has no row for --\(name)")
                #expect(listed.contains(spec.name), "ReplayingAFailure.md's row for --\(name) does not name '\(spec.name)'")
            }
            #expect(readme.contains("| `lifecycle-check \(spec.name)"), "README's command table has no row for \(spec.name)")
        }
        #expect(commands(of: "--version") != nil)
    }
}
