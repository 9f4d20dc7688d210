import Foundation
import Testing

/// The README's counterexample is the tool's real output, regenerated here.
@MainActor
@Suite("README.md agrees with the tool")
struct ReadmeTests {
    @Test("the counterexample block is exactly what the tool prints for that seed")
    func counterexample() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let begin = try #require(readme.range(of: "<!-- BEGIN GENERATED COUNTEREXAMPLE -->\n```text\n"))
        let end = try #require(readme.range(of: "```\n<!-- END GENERATED COUNTEREXAMPLE -->"))
        let printed = tool(["run", "--app", "NoRestorationActivity", "--seed", "0x2545F4914F6CDD1D"])
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
}
