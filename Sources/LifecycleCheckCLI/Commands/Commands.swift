import Generators
import LifecycleRules

/// The subcommands of `lifecycle-check` and their specs.
enum Commands {
    static let runOptions: [CommandSpec.Option] = [
        .init(name: "app", valueName: "NAME",
              help: "editor (default; also DocumentEditor), chat (also Chat, ChatApp), or a mutant's name (see 'mutants')"),
        .init(name: "seed", valueName: "HEX", help: "the run's seed, 1 to 16 hex digits (default: LIFECYCLE_SEED, else a fresh one)"),
        .init(name: "cases", valueName: "N", help: "cases to run (default: from LIFECYCLE_PROFILE, 300 for ci)"),
        .init(name: "max-events", valueName: "N", help: "the longest case (default: from LIFECYCLE_PROFILE, 40 for ci)"),
        .init(name: "proof-budget", valueName: "N",
              help: "the most events the proof that a shrunk failure is shortest may run (default: from LIFECYCLE_PROFILE, "
                + "150000 for ci, 2000000 for deep)"),
        .init(name: "proof-time-limit", valueName: "SECONDS",
              help: "the most seconds that proof may take (default: LIFECYCLE_PROOF_TIME_LIMIT, else from LIFECYCLE_PROFILE, "
                + "30 for ci, none for deep; 0 for none)"),
        .init(name: "device", valueName: "DEVICE", help: "phone, pad (default; a mutant's own device) or mac"),
        .init(name: "mode", valueName: "MODE", help: "scenes (default), legacy, back-deployed-12, back-deployed-13"),
        .init(name: "regressions", valueName: "FILE", help: "replay the failures saved in FILE first; save new ones there"),
        .init(name: "deadline", valueName: "SECONDS",
              help: "the time one case may take before the app is reported as hung (default: LIFECYCLE_DEADLINE, else 10; 0 for none)"),
        .init(name: "shard", valueName: "K/N",
              help: "run shard K of N: the same cases the whole run draws at the indices the shard owns "
                + "(default: LIFECYCLE_SHARD); put the shards' --json reports together with 'merge'"),
    ]
    static let runFlags: [CommandSpec.Flag] = [
        .init(name: "json", help: "print the report as one JSON object (the seed line goes to standard error)"),
        .init(name: "stats", help: "also print case lengths and event kinds"),
        .init(name: "case-log", help: "print one JSON line per case to standard error"),
    ]

    static let all: [CommandSpec] = [
        CommandSpec(name: "run", abstract: "Check an app on generated lifecycles; shrink and report the first failure.",
                    options: runOptions, flags: runFlags),
        CommandSpec(name: "replay", abstract: "Run again exactly the run of a seed (the same cases, the same report).",
                    options: runOptions.map { o in
                        var o = o
                        if o.name == "seed" { o.isRequired = true; o.help = "the seed a report printed, 1 to 16 hex digits" }
                        // A replay is fixed by its command line: LIFECYCLE_PROFILE is not read.
                        if o.name == "cases" { o.help = "cases to run (default 300; the replay line names any other)" }
                        if o.name == "max-events" { o.help = "the longest case (default 40; the replay line names any other)" }
                        if o.name == "proof-budget" {
                            o.help = "the proof's budget in events (default 150000; the replay line names any other)"
                        }
                        if o.name == "proof-time-limit" {
                            o.help = "the proof's time limit in seconds (default: LIFECYCLE_PROOF_TIME_LIMIT, else 30; the replay line names any other)"
                        }
                        if o.name == "shard" { o.help = "run shard K of N of the cases (the replay line of a shard names it)" }
                        return o
                    },
                    flags: runFlags),
        CommandSpec(name: "check", abstract: "Check trace files (JSON Lines, format 1) against the system rules S1–S13.",
                    flags: [.init(name: "json", help: "print one JSON object for the run instead of diagnostics (see trace-format.md)")],
                    positional: .init(name: "FILE", help: "trace files to check", repeats: true)),
        CommandSpec(name: "replay-trace",
                    abstract: "Replay a recorded trace against an app: map it to the events that made it, check A1–A13.",
                    options: [
                        .init(name: "app", valueName: "NAME",
                              help: "editor (default; also DocumentEditor), chat (also Chat, ChatApp), or a mutant's name (see 'mutants')"),
                        .init(name: "device", valueName: "DEVICE", help: "phone, pad or mac (default: the trace header's device)"),
                        .init(name: "user-actions", valueName: "LIST",
                              help: "the app's user actions (comma-separated, such as 'type') to perform in a scene each time it becomes active"),
                    ],
                    flags: [.init(name: "json", help: "print the report as one JSON object (verdict pass, violation or unmappable)")],
                    positional: .init(name: "FILE", help: "a trace file (JSON Lines, format 1); - for standard input", repeats: false)),
        CommandSpec(name: "explore", abstract: "Run every legal lifecycle up to a depth: the spec alone, or an app with --app.",
                    options: [
                        .init(name: "depth", valueName: "N", help: "the number of events (1 to 12)", isRequired: true),
                        .init(name: "app", valueName: "NAME", help: "an app to run on every lifecycle (default: the spec alone)"),
                        .init(name: "device", valueName: "DEVICE", help: "phone, pad (default; a mutant's own device) or mac"),
                        .init(name: "mode", valueName: "MODE", help: "scenes (default), legacy, back-deployed-12, back-deployed-13"),
                        .init(name: "sessions", valueName: "N", help: "the spec alone: the most windows alive at once (1 to 6, default 2)"),
                        .init(name: "shard", valueName: "K/N",
                              help: "with --app: run shard K of N of the search (disjoint parts, in the whole search's order)"),
                    ],
                    flags: [.init(name: "json", help: "print the report as one JSON object")]),
        CommandSpec(name: "merge",
                    abstract: "Merge the --json reports of a run's (or an exploration's) shards into the whole one's verdict, "
                        + "counts and first failure.",
                    flags: [.init(name: "json", help: "print the whole run's (or exploration's) JSON report, byte for byte")],
                    positional: .init(name: "REPORT.json",
                                      help: "the reports of shards 1/N…N/N of one run or exploration, in any order",
                                      repeats: true)),
        CommandSpec(name: "manifest", abstract: "Read an Info.plist and print the scene manifest it declares and what a check sends.",
                    positional: .init(name: "FILE", help: "an Info.plist, XML or binary", repeats: false)),
        CommandSpec(name: "lint",
                    abstract: "Find delegate methods whose signature nearly matches UIKit's, and so are never called, "
                        + "and work left in app-delegate callbacks an app using scenes never gets (M2).",
                    options: [
                        .init(name: "baseline", valueName: "FILE",
                              help: "acknowledged M2 findings, one a line: 'M2 File.swift:method(_:)  # why' (see MigratingToScenes.md)"),
                    ],
                    positional: .init(name: "FILE", help: "Swift source files (AppDelegate.swift, SceneDelegate.swift...)", repeats: true)),
        CommandSpec(name: "migrate",
                    abstract: "Check the bundled journal's move from the app-delegate lifecycle to scenes (M1), or one of its "
                        + "migration mistakes; with --plist OLD NEW, lint an Info.plist's move (P1–P13).",
                    options: [
                        .init(name: "app", valueName: "NAME",
                              help: "a bundled migration mistake to check (see --list; default: the correct migration)"),
                        .init(name: "seed", valueName: "HEX",
                              help: "the check's seed, 1 to 16 hex digits (default: LIFECYCLE_SEED, else a fresh one)"),
                        .init(name: "cases", valueName: "N", help: "stories to tell (default 300)"),
                        .init(name: "plist", valueName: "OLD",
                              help: "lint instead: the Info.plist before the migration (app-delegate lifecycle), XML or "
                                + "binary; NEW follows"),
                        .init(name: "baseline", valueName: "FILE",
                              help: "with --plist: acknowledged findings, one a line: 'P5 KEY.PATH  # why' (see MigratingToScenes.md)"),
                    ],
                    flags: [
                        .init(name: "list", help: "print the bundled migration mistakes, one a line: name, bug, minimal story"),
                        .init(name: "json", help: "print the report as one JSON object (the seed line goes to standard error)"),
                    ],
                    positional: .init(name: "NEW", help: "with --plist: the Info.plist after the migration (scene lifecycle), "
                                        + "XML or binary", repeats: false, isOptional: true)),
        CommandSpec(name: "rules", abstract: "List every rule, S1–S13, A1–A13, M1–M3 and P1–P13: its ID, title and source."),
        CommandSpec(name: "mutants", abstract: "List the bundled mutants: each bug, the rule that catches it, its app and device."),
        CommandSpec(name: "diagram", abstract: "Print the scene lifecycle diagram generated from the spec (Mermaid)."),
    ]

    static func spec(named name: String) -> CommandSpec? { all.first { $0.name == name } }

    /// The width of the command column of the tool's help: the longest name and two spaces, at least 10.
    static var nameWidth: Int { max(10, (all.map(\.name.count).max() ?? 0) + 2) }

    /// The tool's help text.
    static var toolHelp: String {
        var out = """
            OVERVIEW: Check UIKit scene-lifecycle code against an executable specification.

            USAGE: lifecycle-check [<command>] [options]
                   lifecycle-check            (same as: lifecycle-check run --app editor)

            COMMANDS:

            """
        for spec in all {
            out += CommandSpec.wrapped(spec.abstract, head: "  " + spec.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0),
                                       indent: nameWidth + 2)
        }
        out += """

            OPTIONS:
              --version                 print the tool's version and the generator's version
              -h, --help                show this help

            ENVIRONMENT: LIFECYCLE_SEED (the seed of 'run' and 'replay'),
                         LIFECYCLE_PROFILE (quick, ci or deep: the budget),
                         LIFECYCLE_DEADLINE (seconds a case may take),
                         LIFECYCLE_SHARD (k/n: run shard k of n of 'run').
            EXIT STATUS: 0 conforms, 1 a rule is broken, 2 invalid input or command line.
            See 'lifecycle-check help <command>' for a command's options.

            """
        return out
    }

    /// The `--version` line: the tool's version, the generator's and the trace format's.
    static var versionLine: String {
        "lifecycle-check \(LifecycleCheckTool.version) (generator v\(EventGenerator.version), trace format 1)\n"
    }

    static let devices = DeviceProfile.allCases.map(\.rawValue)
    static let modes = ["scenes", "legacy", "back-deployed-12", "back-deployed-13"]
}
