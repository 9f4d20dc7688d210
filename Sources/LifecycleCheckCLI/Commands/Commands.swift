import LifecycleSpec

/// The subcommands of `lifecycle-check` and their specs.
enum Commands {
    static let runOptions: [CommandSpec.Option] = [
        .init(name: "app", valueName: "NAME", help: "editor (default), chat, or a mutant's name (see 'mutants')"),
        .init(name: "seed", valueName: "HEX", help: "the run's seed, 1 to 16 hex digits (default: LIFECYCLE_SEED, else a fresh one)"),
        .init(name: "cases", valueName: "N", help: "cases to run (default: from LIFECYCLE_PROFILE, 300 for ci)"),
        .init(name: "max-events", valueName: "N", help: "the longest case (default: 40 for ci)"),
        .init(name: "device", valueName: "DEVICE", help: "phone, pad (default) or mac"),
        .init(name: "mode", valueName: "MODE", help: "scenes (default), legacy, back-deployed-12, back-deployed-13"),
        .init(name: "regressions", valueName: "FILE", help: "replay the failures saved in FILE first; save new ones there"),
    ]
    static let runFlags: [CommandSpec.Flag] = [
        .init(name: "json", help: "print the report as one JSON object"),
        .init(name: "stats", help: "also print case lengths and event kinds"),
        .init(name: "case-log", help: "print one JSON line per case to standard error"),
    ]

    static let all: [CommandSpec] = [
        CommandSpec(name: "run", abstract: "Check an app on generated lifecycles; shrink and report the first failure.",
                    usage: "lifecycle-check run [--app NAME] [--seed HEX] [--cases N] [--max-events N] [--device DEVICE] [--mode MODE] [--json]",
                    options: runOptions, flags: runFlags),
        CommandSpec(name: "replay", abstract: "Run again exactly the run of a seed (the same cases, the same report).",
                    usage: "lifecycle-check replay --seed HEX [--app NAME] [--cases N] [--max-events N] [--device DEVICE] [--mode MODE] [--json]",
                    options: runOptions, flags: runFlags),
        CommandSpec(name: "check", abstract: "Check trace files (JSON Lines, format 1) against the system rules S1–S13.",
                    usage: "lifecycle-check check FILE...", positional: "FILE"),
        CommandSpec(name: "explore", abstract: "Run every legal lifecycle up to a depth: the spec alone, or an app with --app.",
                    usage: "lifecycle-check explore --depth N [--app NAME] [--device DEVICE] [--mode MODE] [--json]",
                    options: [
                        .init(name: "depth", valueName: "N", help: "the number of events (1 to 12)"),
                        .init(name: "app", valueName: "NAME", help: "an app to check on every lifecycle (default: the spec alone)"),
                        .init(name: "device", valueName: "DEVICE", help: "phone, pad (default) or mac"),
                        .init(name: "mode", valueName: "MODE", help: "scenes (default), legacy, back-deployed-12, back-deployed-13"),
                        .init(name: "sessions", valueName: "N", help: "the most windows alive at once (default 2)"),
                    ],
                    flags: [.init(name: "json", help: "print the report as one JSON object")]),
        CommandSpec(name: "mutants", abstract: "List the bundled mutants: each bug and the rule that catches it.",
                    usage: "lifecycle-check mutants"),
        CommandSpec(name: "diagram", abstract: "Print the scene lifecycle diagram generated from the spec (Mermaid).",
                    usage: "lifecycle-check diagram"),
    ]

    static func spec(named name: String) -> CommandSpec? { all.first { $0.name == name } }

    /// The tool's help text.
    static var toolHelp: String {
        var out = """
            OVERVIEW: Check UIKit scene-lifecycle code against an executable specification.

            USAGE: lifecycle-check [<command>] [options]
                   lifecycle-check            (same as: lifecycle-check run --app editor)

            COMMANDS:

            """
        for spec in all {
            out += "  " + spec.name.padding(toLength: 10, withPad: " ", startingAt: 0) + spec.abstract + "\n"
        }
        out += """

            EXIT STATUS: 0 conforms, 1 a rule is broken, 2 invalid input or command line.
            See 'lifecycle-check <command> --help' for a command's options.

            """
        return out
    }

    /// A command's help text.
    static func help(_ spec: CommandSpec) -> String {
        var out = "OVERVIEW: \(spec.abstract)\n\nUSAGE: \(spec.usage)\n"
        if let positional = spec.positional {
            out += "\nARGUMENTS:\n  \(positional)...".padding(toLength: 0, withPad: " ", startingAt: 0)
            out += "\n  <\(positional.lowercased())>...  trace files to check\n"
        }
        if !spec.options.isEmpty || !spec.flags.isEmpty {
            out += "\nOPTIONS:\n"
            for o in spec.options {
                out += "  " + "--\(o.name) <\(o.valueName)>".padding(toLength: 26, withPad: " ", startingAt: 0) + o.help + "\n"
            }
            for f in spec.flags {
                out += "  " + "--\(f.name)".padding(toLength: 26, withPad: " ", startingAt: 0) + f.help + "\n"
            }
        }
        out += "  " + "-h, --help".padding(toLength: 26, withPad: " ", startingAt: 0) + "show this help\n"
        return out
    }

    static let devices = DeviceProfile.allCases.map(\.rawValue)
    static let modes = ["scenes", "legacy", "back-deployed-12", "back-deployed-13"]
}
