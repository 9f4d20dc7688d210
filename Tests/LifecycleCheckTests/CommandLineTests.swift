import Foundation
import Generators
@testable import LifecycleCheckCLI
import Testing

/// The command line itself: help per command, usage lines derived from the specs, suggestions, `--version`.
@MainActor
@Suite("lifecycle-check's command line: help, usage, suggestions, version")
struct CommandLineTests {
    @Test("'help <command>', '<command> --help' and '<command> -h' print that command's help, not the tool's")
    func helpPerCommand() async {
        for spec in Commands.all {
            let viaHelp = await tool(["help", spec.name])
            #expect(viaHelp.code == 0 && viaHelp.err.isEmpty)
            #expect(viaHelp.out.hasPrefix("OVERVIEW: \(spec.abstract.prefix(30))"), "\(viaHelp.out)")
            #expect(viaHelp.out.contains("\n\nUSAGE: lifecycle-check \(spec.name)"), "\(viaHelp.out)")
            #expect(!viaHelp.out.contains("COMMANDS:"))
            #expect(await tool([spec.name, "--help"]).out == viaHelp.out)
            #expect(await tool([spec.name, "-h"]).out == viaHelp.out)
        }
        #expect(await tool(["help"]).out == tool(["--help"]).out)
        #expect(await tool(["help"]).out.contains("COMMANDS:"))
        for line in await tool(["help"]).out.split(separator: "\n") { #expect(line.count <= 80, "longer than 80 columns: \(line)") }
        let unknown = await tool(["help", "chek"])
        #expect(unknown.code == 2)
        #expect(unknown.err.hasPrefix("error: unknown command 'chek'; did you mean 'check'?\n"))
    }

    @Test("every option and flag a command accepts appears in its usage line and its help, and the parser takes it")
    func usageListsEveryOption() async throws {
        for spec in Commands.all {
            let usage = spec.usage(prefix: "Usage: ")
            let help = await tool(["help", spec.name]).out
            for name in spec.acceptedNames {
                #expect(usage.contains("--\(name)"), "usage of \(spec.name) omits --\(name)")
                #expect(help.contains("  --\(name)"), "help of \(spec.name) omits --\(name)")
                let argument = spec.options.contains { $0.name == name } ? ["--\(name)", "1"] : ["--\(name)"]
                let parsed = try ArgumentScanner.parse(argument, spec: spec)
                #expect(parsed.value(name) != nil || parsed.flag(name))
            }
            if let p = spec.positional { #expect(usage.contains(p.name), "usage of \(spec.name) omits \(p.name)") }
            for line in (usage + help).split(separator: "\n") {
                #expect(line.count <= 80, "longer than 80 columns: \(line)")
            }
        }
        let run = try #require(Commands.spec(named: "run"))
        #expect(["stats", "case-log", "regressions"].allSatisfy(run.acceptedNames.contains))
        let explore = try #require(Commands.spec(named: "explore"))
        #expect(explore.acceptedNames.contains("sessions"))
        #expect(explore.usage(prefix: "").hasPrefix("lifecycle-check explore --depth N [--app NAME]"))
    }

    @Test("a value error inside a subcommand shows that subcommand's usage line and a pointer to its help")
    func valueErrorsShowTheSubcommandUsage() async {
        let cases: [([String], String)] = [
            (["explore", "--depth", "99"], "explore"),
            (["run", "--seed", "xyz"], "run"),
            (["replay", "--device", "tablet", "--seed", "1"], "replay"),
            (["explore", "--depth", "2", "--app", "nope"], "explore"),
            (["check", "--json=yes", "a.jsonl"], "check"),
            (["run", "--cases"], "run"),
        ]
        for (args, command) in cases {
            let r = await tool(args)
            #expect(r.code == 2, "\(args)")
            #expect(r.out.isEmpty)
            #expect(r.err.hasPrefix("error: "), "\(args)")
            #expect(r.err.contains("\nUsage: lifecycle-check \(command) "), "\(args): \(r.err)")
            #expect(r.err.hasSuffix("  See 'lifecycle-check help \(command)'.\n"), "\(args): \(r.err)")
        }
        #expect(await tool(["explore", "--depth", "2", "--app", "chat", "--sessions", "3"]).err
            .hasPrefix("error: 'explore' takes '--app' or '--sessions', not both\n"))
    }

    @Test("a misspelled value gets one suggestion by edit distance")
    func valueSuggestions() async {
        #expect(await tool(["run", "--device", "ipad"]).err.hasPrefix(
            "error: invalid value 'ipad' for '--device'; expected one of: phone, pad, mac; did you mean 'pad'?\n"))
        #expect(await tool(["run", "--mode", "scene"]).err.contains("; did you mean 'scenes'?\n"))
        #expect(await tool(["run", "--app", "DocumentEditer"]).err.hasPrefix(
            "error: invalid value 'DocumentEditer' for '--app'; expected editor, chat, or a mutant's name "
                + "(see 'lifecycle-check mutants'); did you mean 'DocumentEditor'?\n"))
        #expect(await tool(["run", "--app", "NoRestorationActivty"]).err.contains("; did you mean 'NoRestorationActivity'?\n"))
        #expect(await !tool(["run", "--app", "zzzzzz"]).err.contains("did you mean"))
    }

    @Test("the names reports print for the bundled apps are accepted by --app")
    func printedAppNamesAreAccepted() async {
        let editor = await tool(["run", "--app", "DocumentEditor", "--seed", "0x5EED", "--cases", "3"])
        #expect(editor.code == 0, "\(editor.err)")
        #expect(editor.out.hasPrefix("Seed 0x0000000000005EED, generator v\(EventGenerator.version): checking DocumentEditor on pad, scenes\n"))
        for name in ["chat", "Chat", "ChatApp"] {
            let chat = await tool(["run", "--app", name, "--seed", "0x5EED", "--cases", "3"])
            #expect(chat.code == 0, "\(name): \(chat.err)")
            #expect(chat.out.hasPrefix("Seed 0x0000000000005EED, generator v\(EventGenerator.version): checking Chat on pad, scenes\n"))
        }
        #expect(await tool(["explore", "--depth", "1", "--app", "DocumentEditor"]).code == 0)
    }

    @Test("--version prints one line: the tool's version, the generator's and the trace format's")
    func version() async {
        let r = await tool(["--version"])
        #expect(r.code == 0 && r.err.isEmpty)
        #expect(r.out == "lifecycle-check \(LifecycleCheckTool.version) (generator v\(EventGenerator.version), trace format 1)\n")
        #expect(r.out.split(separator: "\n").count == 1)
        #expect(await tool(["--help"]).out.contains("--version"))
    }

    @Test("the error report is a pure mapping: the named subcommand's usage, else the one being run, else the tool's")
    func errorReportMapping() {
        let named = ErrorReport.report(.missingOption("seed", command: "replay"), command: "run")
        #expect(named.code == .invalidInput)
        #expect(named.text.contains("Usage: lifecycle-check replay --seed HEX"))
        let unknown = ErrorReport.report(.unknownCommand("x", suggestion: nil))
        #expect(unknown.text == "error: unknown command 'x'\nUsage: lifecycle-check <command> [options]\n  See 'lifecycle-check help'.\n")
    }
}
