/// What a subcommand accepts: its options (with values), flags, and positional arguments.
struct CommandSpec: Sendable {
    struct Option: Sendable {
        var name: String
        var valueName: String
        var help: String
    }

    struct Flag: Sendable {
        var name: String
        var help: String
    }

    var name: String
    var abstract: String
    var usage: String
    var options: [Option] = []
    var flags: [Flag] = []
    /// The positional arguments' name (`FILE`), or `nil` if none are accepted.
    var positional: String?
}

/// Parsed arguments of one subcommand.
struct ParsedArguments: Sendable {
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
            throw .invalidValue(option: name, value: raw, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return n
    }

    /// An option whose value must be one of `allowed`; `nil` when absent.
    func choice(_ name: String, _ allowed: [String]) throws(UsageError) -> String? {
        guard let raw = values[name] else { return nil }
        guard allowed.contains(raw) else {
            throw .invalidValue(option: name, value: raw, expected: "one of: \(allowed.joined(separator: ", "))")
        }
        return raw
    }
}

/// Parses arguments against a spec: `--name value`, `--name=value`, flags, positionals, `--` and `-h`/`--help`.
enum ArgumentScanner {
    static func parse(_ arguments: [String], spec: CommandSpec) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var i = 0
        var onlyPositionals = false
        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            if onlyPositionals || !arg.hasPrefix("-") || arg == "-" {
                guard spec.positional != nil else { throw .unexpectedArgument(arg, command: spec.name) }
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
                guard inlineValue == nil else { throw .unexpectedValue(option: name) }
                parsed.flags.insert(name)
            } else if spec.options.contains(where: { $0.name == name }) {
                if let inlineValue {
                    parsed.values[name] = inlineValue
                } else {
                    guard i < arguments.count, !arguments[i].hasPrefix("--") else { throw .missingValue(option: name) }
                    parsed.values[name] = arguments[i]
                    i += 1
                }
            } else {
                let known = spec.options.map(\.name) + spec.flags.map(\.name)
                throw .unknownOption("--" + name, suggestion: Suggestion.closest(to: name, in: known).map { "--" + $0 },
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
