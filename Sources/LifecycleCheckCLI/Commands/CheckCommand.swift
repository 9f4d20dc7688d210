import LifecycleSpec

/// `lifecycle-check check FILE...`: stream each trace through the system rules.
///
/// `-` reads standard input, named `<stdin>` in diagnostics. A file that cannot be
/// opened is reported with the system's reason and counts as invalid input.
enum CheckCommand {
    static func run(_ args: ParsedArguments, out: (String) -> Void, err: (String) -> Void) throws(UsageError) -> ExitCode {
        guard !args.positionals.isEmpty else { throw .missingArgument("FILE", command: "check") }
        var violations = 0
        var malformed = 0
        var lines = 0
        for path in args.positionals {
            let name = path == "-" ? "<stdin>" : path
            var reader: TraceReader
            if path == "-" {
                reader = TraceReader(descriptor: 0, name: name)
            } else {
                do {
                    reader = try TraceReader(path: path)
                } catch {
                    err("\(EscapedText.controls(name)): error: \(EscapedText.controls(error.message))\n")
                    malformed += 1
                    continue
                }
            }
            var checker = TraceChecker(header: reader.header)
            var found: [Violation] = []
            while let result = reader.next() {
                switch result {
                case .success(let line):
                    lines += 1
                    checker.check(line, into: &found)
                case .failure(let error):
                    malformed += 1
                    err(error.diagnostic(file: name))
                }
                if !found.isEmpty {
                    for v in found { out(v.diagnostic(file: name)) }
                    violations += found.count
                    found.removeAll()
                }
            }
            for v in checker.finish() {
                out(v.diagnostic(file: name))
                violations += 1
            }
        }
        let files = args.positionals.count
        out("\(files) file\(files == 1 ? "" : "s"), \(lines) call\(lines == 1 ? "" : "s"): "
            + "\(violations) violation\(violations == 1 ? "" : "s"), \(malformed) invalid line\(malformed == 1 ? "" : "s")\n")
        if malformed > 0 { return .invalidInput }
        return violations > 0 ? .violation : .success
    }
}
