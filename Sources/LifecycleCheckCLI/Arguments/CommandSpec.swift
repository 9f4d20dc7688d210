import Generators

/// What a subcommand accepts: its options (with values), flags, and positional arguments.
///
/// The usage line and the help text are derived from the spec
/// (`CommandSpec+Usage.swift`), and the parser accepts exactly what the spec
/// lists, so what a command accepts and what its help says cannot drift apart.
struct CommandSpec: Sendable {
    struct Option: Sendable {
        var name: String
        var valueName: String
        var help: String
        /// Whether the command cannot run without it (shown without brackets in the usage line).
        var isRequired: Bool = false
    }

    struct Flag: Sendable {
        var name: String
        var help: String
    }

    /// A positional argument: its name (`FILE`), what it is, and whether several may be given.
    struct Positional: Sendable {
        var name: String
        var help: String
        var repeats: Bool
        /// Whether the command also runs without it (shown in brackets in the usage line).
        var isOptional = false
    }

    var name: String
    var abstract: String
    var options: [Option] = []
    var flags: [Flag] = []
    /// The positional argument, or `nil` if none is accepted.
    var positional: Positional?

    /// Every `--name` the command accepts, options first, in help order.
    var acceptedNames: [String] { options.map(\.name) + flags.map(\.name) }
}

/// Parsed arguments of one subcommand.
struct ParsedArguments: Sendable {
    /// The subcommand these arguments are for, so value errors can show its usage.
    var command: String
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []
    var helpRequested = false

    func value(_ name: String) -> String? { values[name] }
    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// An integer option in a range; `nil` when absent.
    func int(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let raw = values[name] else { return nil }
        guard let n = Int(raw), range.contains(n) else {
            throw .invalidValue(option: name, value: raw, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)",
                                suggestion: nil, command: command)
        }
        return n
    }

    /// A seed option (`--seed`), 1 to 16 hexadecimal digits with or without `0x`; `nil` when absent.
    func seed(_ name: String) throws(UsageError) -> Seed? {
        guard let raw = values[name] else { return nil }
        guard let seed = Seed(parsing: raw) else {
            throw .invalidValue(option: name, value: raw, expected: "1 to 16 hexadecimal digits, such as 0x2545F4914F6CDD1D",
                                suggestion: nil, command: command)
        }
        return seed
    }

    /// A number of seconds in a range; `nil` when absent.
    func seconds(_ name: String, in range: ClosedRange<Double>) throws(UsageError) -> Double? {
        guard let raw = values[name] else { return nil }
        guard let n = Double(raw), n.isFinite, range.contains(n) else {
            throw .invalidValue(option: name, value: raw, expected: "seconds from \(Int(range.lowerBound)) to \(Int(range.upperBound))",
                                suggestion: nil, command: command)
        }
        return n
    }

    /// An option whose value must be one of `allowed`; `nil` when absent.
    func choice(_ name: String, _ allowed: [String]) throws(UsageError) -> String? {
        guard let raw = values[name] else { return nil }
        guard allowed.contains(raw) else {
            throw .invalidValue(option: name, value: raw, expected: "one of: \(allowed.joined(separator: ", "))",
                                suggestion: Suggestion.closest(to: raw, in: allowed), command: command)
        }
        return raw
    }
}

/// Parses arguments against a spec: `--name value`, `--name=value`, flags, positionals, `--` and `-h`/`--help`.
enum ArgumentScanner {
    static func parse(_ arguments: [String], spec: CommandSpec) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments(command: spec.name)
        var i = 0
        var onlyPositionals = false
        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            if onlyPositionals || !arg.hasPrefix("-") || arg == "-" {
                guard let positional = spec.positional, positional.repeats || parsed.positionals.isEmpty else {
                    throw .unexpectedArgument(arg, command: spec.name)
                }
                parsed.positionals.append(arg)
                continue
            }
            if arg == "--" {
                onlyPositionals = true
                continue
            }
            if arg == "-h" || arg == "--help" {
                parsed.helpRequested = true
                continue
            }
            guard arg.hasPrefix("--") else { throw .unknownOption(arg, suggestion: nil, command: spec.name) }
            var name = String(arg.dropFirst(2))
            var inlineValue: String?
            if let eq = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            if spec.flags.contains(where: { $0.name == name }) {
                guard inlineValue == nil else { throw .unexpectedValue(option: name, command: spec.name) }
                parsed.flags.insert(name)
            } else if spec.options.contains(where: { $0.name == name }) {
                if let inlineValue {
                    parsed.values[name] = inlineValue
                } else {
                    guard i < arguments.count, !arguments[i].hasPrefix("--") else {
                        throw .missingValue(option: name, command: spec.name)
                    }
                    parsed.values[name] = arguments[i]
                    i += 1
                }
            } else {
                throw .unknownOption("--" + name, suggestion: Suggestion.closest(to: name, in: spec.acceptedNames).map { "--" + $0 },
                                     command: spec.name)
            }
        }
        return parsed
    }
}

/// One suggestion for a misspelled name, by edit distance with a cut-off.
enum Suggestion {
    static func closest(to word: String, in candidates: [String]) -> String? {
        var best: (String, Int)?
        for c in candidates {
            let d = distance(Array(word.utf8), Array(c.utf8))
            if best == nil || d < best!.1 { best = (c, d) }
        }
        guard let (name, d) = best, d <= max(2, word.count / 3) else { return nil }
        return name
    }

    static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
