import ExampleApps
import Generators
import Foundation
import Testing

/// `lifecycle-check migrate`: the bundled journal's migration check, its mistakes, and the Info.plist lint.
@MainActor
@Suite("lifecycle-check migrate: the journal's migration, its mistakes, --list, --plist")
struct MigrateCommandTests {
    /// The arguments of the `Replay:` line in `text` (after `swift run lifecycle-check`), the last one printed.
    static func replayArguments(_ text: String) throws -> [String] {
        let line = try #require(text.split(separator: "\n").last { $0.hasPrefix("Replay: ") }, "no replay line in \(text)")
        let words = line.dropFirst("Replay: ".count).split(separator: " ").map(String.init)
        #expect(Array(words.prefix(4)) == ["swift", "run", "lifecycle-check", "migrate"], "\(line)")
        return Array(words.dropFirst(3))
    }

    @Test("migrate checks the correct migration: exit 0, the seed and replay line, then the report's summary")
    func correct() async throws {
        let r = await tool(["migrate", "--seed", "0x316", "--cases", "40"])
        #expect(r.code == 0, "\(r.out)\(r.err)")
        #expect(r.err.isEmpty)
        let lines = r.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "Seed 0x0000000000000316, generator v\(EventGenerator.version): checking the migration "
                    + "Journal 1 (app delegate) → Journal 2 (scenes) on phone")
        #expect(lines.dropFirst().first == "Replay: swift run lifecycle-check migrate --seed 0x0000000000000316 --cases 40")
        #expect(r.out.contains("PASS"), "\(r.out)")
        #expect(!r.out.contains("M1"), "\(r.out)")
    }

    @Test("migrate without options checks the correct migration with a fresh seed: exit 0")
    func bare() async {
        let r = await tool(["migrate"])
        #expect(r.code == 0, "\(r.out)\(r.err)")
        #expect(r.out.hasPrefix("Seed 0x"))
        #expect(r.out.contains("\nReplay: swift run lifecycle-check migrate --seed 0x"))
    }

    @Test("migrate --list prints each bundled mistake on one line: its name first, then its bug and minimal story")
    func list() async {
        let r = await tool(["migrate", "--list"])
        #expect(r.code == 0)
        #expect(r.err.isEmpty)
        let lines = r.out.split(separator: "\n").map(String.init)
        #expect(lines.count == JournalMigration.mistakes.count)
        for (line, mistake) in zip(lines, JournalMigration.mistakes) {
            #expect(line.hasPrefix(mistake.name + " "), "\(line)")
            #expect(line.split(separator: " ").first.map(String.init) == mistake.name)
            #expect(line.contains(mistake.bug), "\(line)")
            #expect(line.hasSuffix("(minimal story: \(mistake.minimalLength) step\(mistake.minimalLength == 1 ? "" : "s"))"))
        }
        #expect(await tool(["migrate", "--list", "--app", "DropsColdStartURL"]).code == 2)
    }

    @Test("migrate --app NAME checks one mistake: exit 1, M1 with its minimal story and both timelines, a replay line",
          arguments: JournalMigration.mistakes)
    func mistake(_ mistake: MigrationMistake) async throws {
        let r = await tool(["migrate", "--app", mistake.name, "--seed", "0x316"])
        #expect(r.code == 1, "\(mistake.name): \(r.out)\(r.err)")
        let lines = r.out.split(separator: "\n").map(String.init)
        #expect(lines.dropFirst(2).first?.hasPrefix("M1 migration keeps behaviour: after step \(mistake.minimalLength) (") == true, "\(r.out)")
        let events = "\(mistake.minimalLength) event\(mistake.minimalLength == 1 ? "" : "s")"
        #expect(lines.contains { $0.hasPrefix("Shrunk to \(events) from ") }, "\(r.out)")
        #expect(lines.contains { $0.hasPrefix("Minimality: minimal (proved") }, "\(r.out)")
        #expect(r.out.contains("Both timelines:"), "\(r.out)")
        #expect(lines.last { $0.hasPrefix("Replay: ") }
                    == "Replay: swift run lifecycle-check migrate --app \(mistake.name) --seed 0x0000000000000316", "\(r.out)")
    }

    @Test("the replay line a failing check prints reproduces its report byte for byte")
    func replayReproduces() async throws {
        let first = await tool(["migrate", "--app", "SaveLeftInAppDelegate", "--seed", "0x9E3779B9", "--cases", "120"])
        #expect(first.code == 1, "\(first.out)\(first.err)")
        let arguments = try Self.replayArguments(first.out)
        #expect(arguments == ["migrate", "--app", "SaveLeftInAppDelegate", "--seed", "0x000000009E3779B9", "--cases", "120"])
        let again = await tool(arguments)
        #expect(again.code == 1)
        #expect(again.out == first.out)
        #expect(again.err == first.err)
    }

    @Test("migrate --json prints one JSON object; the seed and replay line go to standard error")
    func json() async throws {
        let r = await tool(["migrate", "--app", "DropsColdStartURL", "--seed", "0x316", "--json"])
        #expect(r.code == 1)
        #expect(r.out.hasPrefix("{") && r.out.hasSuffix("}\n"), "\(r.out)")
        #expect(r.out.split(separator: "\n").count == 1)
        let object = try JSONSerialization.jsonObject(with: Data(r.out.utf8))
        #expect(object is [String: Any])
        #expect(r.out.contains("\"M1\""))
        #expect(r.err.contains("Replay: swift run lifecycle-check migrate --app DropsColdStartURL --seed 0x0000000000000316\n"))
    }

    @Test("an unknown mistake is a usage error naming the known ones, with a suggestion: exit 2")
    func unknownMistake() async {
        let r = await tool(["migrate", "--app", "DropsColdStartUrl"])
        #expect(r.code == 2)
        #expect(r.out.isEmpty)
        let names = JournalMigration.mistakes.map(\.name).joined(separator: ", ")
        #expect(r.err.hasPrefix("error: invalid value 'DropsColdStartUrl' for '--app'; expected one of: \(names); "
                                + "did you mean 'DropsColdStartURL'?\nUsage: lifecycle-check migrate"), "\(r.err)")
        #expect(r.err.hasSuffix("  See 'lifecycle-check help migrate'.\n"))
        #expect(await tool(["migrate", "--seed", "xyz"]).code == 2)
        #expect(await tool(["migrate", "--cases", "0"]).code == 2)
    }

    @Test("migrate --plist OLD NEW still runs the Info.plist lint; its options and the check's do not mix")
    func plist() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("migrate-cli-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let old = directory.appendingPathComponent("Old.plist").path
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
            """.write(toFile: old, atomically: true, encoding: .utf8)
        let r = await tool(["migrate", "--plist", old, old])
        #expect(r.code == 1, "\(r.out)\(r.err)")
        #expect(r.out.contains("P1 error UIApplicationSceneManifest: "), "\(r.out)")
        let missing = await tool(["migrate", "--plist", old, directory.appendingPathComponent("None.plist").path])
        #expect(missing.code == 2)
        #expect(missing.err.hasPrefix("error: "))
        let mixed = await tool(["migrate", "--plist", old, old, "--app", "DropsColdStartURL"])
        #expect(mixed.code == 2)
        #expect(mixed.err.hasPrefix("error: 'migrate' takes '--plist' or '--app', not both\n"))
        let alone = await tool(["migrate", old])
        #expect(alone.code == 2)
        #expect(alone.err.hasPrefix("error: 'migrate' needs '--plist'\n"))
        #expect(await !tool(["migrate", "--plist", old]).err.contains("only"))
    }

    @Test("help migrate describes the check, --list, --app and --plist")
    func help() async {
        let help = await tool(["help", "migrate"]).out
        for part in ["--app <NAME>", "--seed <HEX>", "--cases <N>", "--plist <OLD>", "--list", "--json", "<new>"] {
            #expect(help.contains(part), "\(part): \(help)")
        }
        #expect(help.hasPrefix("OVERVIEW: Check the bundled journal's move"))
    }
}
