import Foundation

/// The bench's command line, checked before anything runs: every option known, every value present and of its
/// kind, every section named one the bench has. `--help` prints the usage.
enum BenchArguments {
    /// The sections `--only` can name, in the order the bench runs them.
    static let sections = ["spec", "e2e", "replay", "floor", "files", "mutants", "deep", "find", "shrink", "explore", "trace"]
    /// Options followed by a whole number.
    static let wholeNumbers: Set<String> = ["--repeats", "--seed-base", "--cases", "--proof-budget", "--seeds", "--seed"]
    /// Options followed by a number of seconds.
    static let seconds: Set<String> = ["--proof-time-limit"]
    /// Options followed by names.
    static let names: Set<String> = ["--only", "--target"]
    /// Options on their own.
    static let flags: Set<String> = ["--unpinned", "--no-rules", "--no-stepping", "--proof-in-process", "--guided-only", "--shrink"]

    static let usage = """
        usage: lifecycle-bench [--only SECTION] [--repeats N] [--unpinned] [--seed-base N]
                               [e2e: --cases N --no-rules --no-stepping]
                               [mutants: --target A,B --seeds N --proof-budget N --proof-time-limit S --proof-in-process]
                               [deep: --cases N --guided-only --shrink --target A,B --seed K]
        sections: \(sections.joined(separator: ", "))
        """

    /// What is wrong with `arguments` (the process's, without its path), naming the argument; `nil` when nothing is.
    /// The processes the bench starts itself come first with their values: a part of a proof (`--proof-part MUTANT
    /// PART RESULT`) exactly its three, one seed of a mutant (`--mutant-seed MUTANT SEED RESULT`) its three and then
    /// only `MutantSeedRun.Options.names`. Anywhere else, either is an unknown argument.
    static func problem(in arguments: [String]) -> String? {
        if arguments.first == "--proof-part" {
            return arguments.count == 4 ? nil : "--proof-part takes a mutant, a part and a result file, and nothing else"
        }
        var index = 0
        if arguments.first == "--mutant-seed" {
            guard arguments.count >= 4 else { return "--mutant-seed takes a mutant, a seed and a result file" }
            guard UInt64(arguments[2]) != nil else { return "--mutant-seed takes a whole number as its seed, not '\(arguments[2])'" }
            let names = MutantSeedRun.Options.names
            if let other = arguments.dropFirst(4).first(where: { $0.hasPrefix("--") && !names.contains($0) }) {
                return "--mutant-seed takes only \(names.sorted().joined(separator: ", ")) after its values, not '\(other)'"
            }
            index = 4
        }
        while index < arguments.count {
            let option = arguments[index]
            index += 1
            if flags.contains(option) { continue }
            guard wholeNumbers.contains(option) || seconds.contains(option) || names.contains(option) else {
                return "unknown argument '\(option)'"
            }
            guard index < arguments.count else { return "\(option) needs a value" }
            let value = arguments[index]
            index += 1
            if wholeNumbers.contains(option), UInt64(value) == nil { return "\(option) takes a whole number, not '\(value)'" }
            if seconds.contains(option), Double(value).map({ $0 >= 0 }) != true {
                return "\(option) takes a number of seconds, not '\(value)'"
            }
            if option == "--only", !sections.contains(value) {
                return "--only takes one of \(sections.joined(separator: ", ")), not '\(value)'"
            }
        }
        return nil
    }

    /// Prints the usage and exits 0 for `--help`; prints the problem and the usage to standard error and exits 2 for
    /// arguments with one.
    static func check(_ arguments: [String]) {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage)
            exit(0)
        }
        if let problem = problem(in: arguments) {
            FileHandle.standardError.write(Data("error: \(problem)\n\(usage)\n".utf8))
            exit(2)
        }
    }
}
