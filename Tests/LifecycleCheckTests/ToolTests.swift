import Foundation
import LifecycleCheckCLI
import LifecycleRules
import Testing

/// Output captured from one in-process run of the tool.
final class Captured: @unchecked Sendable {
    var out = ""
    var err = ""
}

@MainActor
func tool(_ args: [String], environment: [String: String] = [:]) async -> (out: String, err: String, code: Int32) {
    let c = Captured()
    let code = await LifecycleCheckTool.run(args, environment: environment, out: { c.out += $0 }, err: { c.err += $0 })
    return (c.out, c.err, code.rawValue)
}

let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples/traces")

func files(_ folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: examples.appendingPathComponent(folder).path).sorted()
        .map { examples.appendingPathComponent(folder).appendingPathComponent($0).path }
}

@MainActor
@Suite("lifecycle-check, in process: verdicts, messages and exit codes")
struct ToolTests {
    @Test("valid traces from real usage conform: exit 0")
    func validTraces() async throws {
        let paths = try files("valid")
        #expect(paths.count >= 4)
        let r = await tool(["check"] + paths)
        #expect(r.code == 0, "\(r.out)\(r.err)")
        #expect(r.out == "\(paths.count) files, 187 calls: 0 violations, 0 invalid lines\n")
    }

    @Test("each violation trace is caught by the rule its name says: exit 1")
    func violationTraces() async throws {
        for path in try files("violations") {
            let rule = URL(fileURLWithPath: path).lastPathComponent.split(separator: "-").first.map(String.init)!
            let r = await tool(["check", path])
            #expect(r.code == 1, "\(path)")
            #expect(r.out.contains(": error: \(rule) "), "\(path): \(r.out)")
            #expect(r.out.contains(": note: expected: "))
        }
    }

    @Test("malformed traces give line numbers and what is wrong, never a crash: exit 2")
    func malformedTraces() async throws {
        let path = examples.appendingPathComponent("malformed/mixed-errors.jsonl").path
        let r = await tool(["check", path])
        #expect(r.code == 2)
        #expect(r.err == """
            \(path):3: error: unknown call 'sceneDidDisconect(_:)'; did you mean 'sceneDidDisconnect(_:)'?
            \(path):4: error: missing required field 'session' for sceneDidBecomeActive(_:)
            \(path):5: error: field 'urls' must be an array of strings
            \(path):6: error: the line is an array, not a JSON object
            \(path):7: error: not valid JSON at column 57: expected a field name in quotes
            \(path):8: error: the line is not valid UTF-8

            """)
        #expect(r.out == "1 file, 2 calls: 0 violations, 6 invalid lines\n")
        let missing = await tool(["check", "/nonexistent.jsonl"])
        #expect(missing.code == 2)
        #expect(missing.err == "/nonexistent.jsonl: error: cannot open '/nonexistent.jsonl': no such file or directory\n")
        #expect(missing.out == "1 file, 0 calls: 0 violations, 0 invalid lines, 1 unreadable file\n")
    }

    @Test("usage errors: an error line, the usage, a pointer to --help, exit 2")
    func usageErrors() async {
        let r = await tool(["run", "--case", "3"])
        #expect(r.code == 2)
        #expect(r.out.isEmpty)
        #expect(r.err == """
            error: unknown option '--case'; did you mean '--cases'?
            Usage: lifecycle-check run [--app NAME] [--seed HEX] [--cases N]
                                       [--max-events N] [--proof-budget N]
                                       [--proof-time-limit SECONDS] [--device DEVICE]
                                       [--mode MODE] [--regressions FILE]
                                       [--deadline SECONDS] [--shard K/N] [--json] [--stats]
                                       [--case-log]
              See 'lifecycle-check help run'.

            """)
        #expect(await tool(["chek"]).err.hasPrefix("error: unknown command 'chek'; did you mean 'check'?\n"))
        #expect(await tool(["check"]).err.hasPrefix("error: 'check' needs at least one FILE\n"))
        #expect(await tool(["run", "--device", "tablet"]).err.hasPrefix(
            "error: invalid value 'tablet' for '--device'; expected one of: phone, pad, mac\n"))
        #expect(await tool(["run", "--seed", "xyz"]).code == 2)
        #expect(await tool(["replay"]).err.hasPrefix("error: 'replay' needs '--seed'\n"))
        #expect(await tool(["explore", "--depth", "99"]).code == 2)
    }

    @Test("bad environment variables are errors that name the variable")
    func environment() async {
        let seed = await tool(["run"], environment: ["LIFECYCLE_SEED": "banana"])
        #expect(seed.code == 2)
        #expect(seed.err == "error: LIFECYCLE_SEED is 'banana'; expected 1 to 16 hexadecimal digits, such as 0x2545F4914F6CDD1D\n")
        let profile = await tool(["run"], environment: ["LIFECYCLE_PROFILE": "fast"])
        #expect(profile.err == "error: LIFECYCLE_PROFILE is 'fast'; expected one of: quick, ci, deep\n")
    }

    @Test("help goes to standard output with exit 0")
    func help() async {
        let r = await tool(["--help"])
        #expect(r.code == 0 && r.err.isEmpty)
        #expect(r.out.contains("USAGE: lifecycle-check [<command>] [options]"))
        let run = await tool(["run", "--help"])
        #expect(run.out.contains("--max-events <N>"))
    }

    @Test("a mutant run fails with its rule, a replay line and a regression snippet; replay gives the same report")
    func mutantRun() async {
        let run = await tool(["run", "--app", "KeepsDataOnDiscard", "--seed", "0x2545F4914F6CDD1D"])
        #expect(run.code == 1)
        #expect(run.out.contains("A3 discard deletes session data: session A was discarded, but storage still holds "
            + "UserDefaults.standard[\"backup-5CE7E55D-0000-4000-8000-000000000001\"]"))
        #expect(run.out.contains("Replay: swift run lifecycle-check replay --seed 0x2545F4914F6CDD1D --app KeepsDataOnDiscard --device pad\n"))
        #expect(run.out.contains("Regression test:\n  let events: [LifecycleEvent] = ["))
        #expect(run.out.contains("minimal (proved: every shorter lifecycle was run"), "the default budget proves a minimum of 3")
        let replay = await tool(["replay", "--app", "KeepsDataOnDiscard", "--seed", "0x2545F4914F6CDD1D"])
        #expect(replay.out == run.out)
        #expect(replay.code == 1)
    }

    @Test("--proof-budget bounds the proof: 0 leaves the failure 1-minimal with the reason, and the replay line names it")
    func proofBudget() async {
        let run = await tool(["run", "--app", "KeepsDataOnDiscard", "--seed", "0x2545F4914F6CDD1D", "--proof-budget", "0"])
        #expect(run.code == 1)
        #expect(run.out.contains("1-minimal, shortest not proved (search budget of 0 events reached)"))
        #expect(run.out.contains(
            "Replay: swift run lifecycle-check replay --seed 0x2545F4914F6CDD1D --app KeepsDataOnDiscard --device pad --proof-budget 0\n"))
        let replay = await tool(["replay", "--app", "KeepsDataOnDiscard", "--seed", "0x2545F4914F6CDD1D", "--proof-budget", "0"])
        #expect(replay.out == run.out)
        #expect(await tool(["run", "--proof-budget", "-1"]).code == 2)
    }

    @Test("--proof-time-limit bounds the proof's time: 0.000001 s stops it with the reason, and the replay line names it")
    func proofTimeLimit() async {
        let run = await tool(["run", "--app", "KeepsDataOnDiscard", "--seed", "0x2545F4914F6CDD1D", "--proof-time-limit", "0.000001"])
        #expect(run.code == 1)
        #expect(run.out.contains("1-minimal, shortest not proved (search stopped at its time limit of 1e-06 s"), "\(run.out)")
        #expect(run.out.contains("Replay: swift run lifecycle-check replay --seed 0x2545F4914F6CDD1D --app KeepsDataOnDiscard "
            + "--device pad --proof-time-limit 1e-06\n"), "\(run.out)")
        let none = await tool(["run", "--app", "KeepsDataOnDiscard", "--seed", "0x2545F4914F6CDD1D", "--proof-time-limit", "0"])
        #expect(none.out.contains("Minimality: minimal (proved"), "0 is no limit: \(none.out)")
        #expect(none.out.contains("--proof-time-limit 0\n"))
        #expect(await tool(["run", "--proof-time-limit", "-1"]).code == 2)
        #expect(await tool(["run", "--proof-time-limit", "soon"]).code == 2)
    }

    @Test("a process told to run a part of a proof runs that alone and writes it; a part it cannot read is an error, exit 2")
    func proofPartProcess() async throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("lifecycle-part-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 1...UInt64.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = folder.appendingPathComponent("result.txt").path
        let ran = await tool(["run", "--app", "KeepsDataOnDiscard"],
                             environment: ["LIFECYCLE_WORKER_PROOF_PART": "A3|2|1|2|1000|-", "LIFECYCLE_WORKER_PROOF_RESULT": result])
        #expect(ran.code == 0 && ran.out.isEmpty && ran.err.isEmpty, "no check, no report: \(ran)")
        let text = try String(contentsOfFile: result, encoding: .utf8)
        #expect(text.hasPrefix("top ") && text.contains("\nsequences ") && text.hasSuffix("\n"), "\(text)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("started").path))
        let broken = await tool(["run", "--app", "KeepsDataOnDiscard"],
                                environment: ["LIFECYCLE_WORKER_PROOF_PART": "A3|two", "LIFECYCLE_WORKER_PROOF_RESULT": result])
        #expect(broken.code == 2)
        #expect(broken.err == "error: LIFECYCLE_WORKER_PROOF_PART is 'A3|two', not a part of a proof\n")
    }

    @Test("--json prints one JSON object with the verdict and the shrunk events")
    func json() async throws {
        let r = await tool(["run", "--app", "WindowInDidFinishLaunching", "--seed", "7", "--json"])
        #expect(r.code == 1)
        let value = try JSONParser.parse(r.out.trimmingCharacters(in: .newlines))
        #expect(value["passed"] == .bool(false))
        #expect(value["seed"] == .string("0x0000000000000007"))
        #expect(value["failure"]?["rule"] == .string("A8"))
        #expect(value["failure"]?["shrunkLength"] == .number(1))
        #expect(value["failure"]?["minimal"] == .bool(true))
        #expect(r.err.hasPrefix("Seed 0x0000000000000007, generator v5: checking WindowInDidFinishLaunching"))
    }

    @Test("explore counts the spec's lifecycles; the bundled app passes every lifecycle of 2 events")
    func explore() async {
        let spec = await tool(["explore", "--depth", "4", "--device", "phone"])
        #expect(spec.code == 0)
        #expect(spec.out.contains("distinct states: "))
        let app = await tool(["explore", "--depth", "2", "--app", "chat"])
        #expect(app.code == 0, "\(app.out)")
        #expect(app.out == """
            PASS Chat (pad, scenes): every lifecycle up to 2 events, 195 sequences, 9 distinct states
            Replay: swift run lifecycle-check explore --depth 2 --app chat

            """)
    }

    @Test("rules lists the whole catalogue in ID order, one rule a line with its title and source")
    func rules() async {
        let r = await tool(["rules"])
        #expect(r.code == 0)
        let lines = r.out.split(separator: "\n").map(String.init)
        #expect(lines.first == "RULE  TITLE (SOURCE)")
        #expect(lines.dropFirst().map { RuleID(String($0.prefix { $0 != " " })) } == RuleCatalog.all.map(\.id))
        #expect(lines.contains("S4    activation ladder (\(S4ActivationLadder.rule.source))"))
        #expect(lines.contains { $0.hasPrefix("M2    no work left in app-delegate callbacks scenes replace (") })
        #expect(lines.last?.hasPrefix("P13   ") == true)
    }

    @Test("mutants lists every mutant with its rule, the app it is built on and its device")
    func mutants() async {
        let r = await tool(["mutants"])
        #expect(r.code == 0)
        let lines = r.out.split(separator: "\n")
        #expect(lines.count >= 13)
        #expect(lines.first == "MUTANT                            RULE  BUILT ON        DEVICE  BUG")
        #expect(lines.contains(
            "NoRestorationActivity             A1    DocumentEditor  pad     stateRestorationActivity(for:) returns nil"))
        #expect(lines.contains { $0.hasPrefix("ObserverLeftRegistered            A5    Chat            pad ") })
        #expect(lines.contains { $0.hasPrefix("ObserverRemovedOnlyInDeinit       A6    Chat            pad ")
            && $0.hasSuffix(" (checked with A5 skipped, which catches it first)") })
    }
}
