import Foundation
@testable import LifecycleCheckCLI
import Testing

/// The README's counterexample is the tool's real output, regenerated here.
@MainActor
@Suite("README.md agrees with the tool")
struct ReadmeTests {
    @Test("the counterexample block is exactly what the tool prints for that seed")
    func counterexample() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let begin = try #require(readme.range(of: "<!-- BEGIN GENERATED COUNTEREXAMPLE -->\n```text\n"))
        let end = try #require(readme.range(of: "```\n<!-- END GENERATED COUNTEREXAMPLE -->"))
        let printed = await tool(["run", "--app", "NoRestorationActivity", "--seed", "0x2545F4914F6CDD1D"])
        #expect(printed.code == 1)
        #expect(String(readme[begin.upperBound..<end.lowerBound]) == printed.out)
    }

    @Test("the README's first two commands are the main job and the tests")
    func firstCommands() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let commands = readme.split(separator: "\n").filter { $0.hasPrefix("swift ") }.prefix(2).map {
            $0.split(separator: "#").first!.trimmingCharacters(in: .whitespaces)
        }
        #expect(commands == ["swift run lifecycle-check", "swift test"])
    }

    @Test("README's table of environment variables and options has a row for each, naming every command that takes it")
    func optionsTable() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "### Environment variables and options\n"))
        let section = readme[start.upperBound...]
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
                let listed = try #require(commands(of: "--\(name)"), "README has no row for --\(name)")
                #expect(listed.contains(spec.name), "README's row for --\(name) does not name '\(spec.name)'")
            }
            #expect(readme.contains("| `lifecycle-check \(spec.name)"), "README's command table has no row for \(spec.name)")
        }
        #expect(commands(of: "--version") != nil)
    }
}
