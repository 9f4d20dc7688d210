import Generators
import LifecycleRules

/// `lifecycle-check check FILE...`: stream each trace through the system rules.
///
/// Diagnostics are compiler-style (violations on standard output, invalid
/// lines and unreadable files on standard error), then one summary line.
/// With `--json`, standard output gets one JSON object for the run instead
/// (its shape is in trace-format.md, "What `lifecycle-check check` reports")
/// and standard error nothing. `-` reads standard input, named `<stdin>` in
/// diagnostics. A file that cannot be opened is reported with the system's
/// reason and counts as unreadable.
enum CheckCommand {
    /// What one file gave: its calls, violations, invalid lines, or why it could not be read.
    struct FileResult {
        var path: String
        var calls = 0
        var violations: [Finding] = []
        var invalidLines: [TraceError] = []
        var readError: String?
    }

    static func run(_ args: ParsedArguments, out: (String) -> Void, err: (String) -> Void) throws(UsageError) -> ExitCode {
        guard !args.positionals.isEmpty else { throw .missingArgument("at least one FILE", command: "check") }
        let json = args.flag("json")
        func emit(_ text: String) { if !json { out(text) } }
        func emitError(_ text: String) { if !json { err(text) } }
        var results: [FileResult] = []
        for path in args.positionals {
            let name = path == "-" ? "<stdin>" : path
            var result = FileResult(path: name)
            var reader: TraceReader
            if path == "-" {
                reader = TraceReader(descriptor: 0, name: name)
            } else {
                do {
                    reader = try TraceReader(path: path)
                } catch {
                    result.readError = error.message
                    emitError("\(EscapedText.controls(name)): error: \(EscapedText.controls(error.message))\n")
                    results.append(result)
                    continue
                }
            }
            var checker = TraceChecker(header: reader.header)
            var found: [Finding] = []
            while let step = checker.checkNext(from: &reader, into: &found) {
                switch step {
                case .call:
                    result.calls += 1
                case .invalid(let error):
                    result.invalidLines.append(error)
                    emitError(error.diagnostic(file: name))
                }
                if !found.isEmpty {
                    for v in found { emit(v.rendered(file: name) + "\n") }
                    result.violations += found
                    found.removeAll()
                }
            }
            for v in checker.finish() {
                emit(v.rendered(file: name) + "\n")
                result.violations.append(v)
            }
            results.append(result)
        }
        let code = exitCode(results)
        out(json ? self.json(results, code: code) : summary(results))
        return code
    }

    /// 1 when a rule is broken and every file was read and valid; 2 when any file is unreadable or has an invalid line.
    static func exitCode(_ results: [FileResult]) -> ExitCode {
        if results.contains(where: { $0.readError != nil || !$0.invalidLines.isEmpty }) { return .invalidInput }
        return results.contains(where: { !$0.violations.isEmpty }) ? .violation : .success
    }

    /// `2 files, 55 calls: 1 violation, 0 invalid lines` and, when some could not be read, how many.
    static func summary(_ results: [FileResult]) -> String {
        let files = results.count
        let calls = results.reduce(0) { $0 + $1.calls }
        let violations = results.reduce(0) { $0 + $1.violations.count }
        let invalid = results.reduce(0) { $0 + $1.invalidLines.count }
        let unreadable = results.filter { $0.readError != nil }.count
        var line = "\(plural(files, "file")), \(plural(calls, "call")): "
            + "\(plural(violations, "violation")), \(plural(invalid, "invalid line"))"
        if unreadable > 0 { line += ", \(plural(unreadable, "unreadable file"))" }
        return line + "\n"
    }

    /// One JSON object for the run, keys in a fixed order.
    static func json(_ results: [FileResult], code: ExitCode) -> String {
        let verdict = code == .success ? "conforms" : code == .violation ? "violation" : "invalid"
        let files = results.map { r -> String in
            var fields = ["\"path\":\(JSONText.string(r.path))", "\"readable\":\(r.readError == nil)"]
            if let error = r.readError { fields.append("\"error\":\(JSONText.string(error))") }
            fields.append("\"calls\":\(r.calls)")
            let violations = r.violations.map { v in
                "{\"rule\":\(JSONText.string(v.rule.id.description)),\"title\":\(JSONText.string(v.rule.title)),\"line\":\(v.place.line ?? 0),"
                    + "\"message\":\(JSONText.string(v.message)),\"expected\":\(JSONText.string(v.expected ?? "")),"
                    + "\"notes\":[" + v.notes.map { "{\"line\":\($0.place.line ?? 0),\"text\":\(JSONText.string($0.text))}" }
                        .joined(separator: ",") + "]}"
            }
            fields.append("\"violations\":[" + violations.joined(separator: ",") + "]")
            let invalid = r.invalidLines.map { "{\"line\":\($0.line),\"message\":\(JSONText.string($0.message))}" }
            fields.append("\"invalidLines\":[" + invalid.joined(separator: ",") + "]")
            return "{" + fields.joined(separator: ",") + "}"
        }
        return "{\"verdict\":\"\(verdict)\",\"exitStatus\":\(code.rawValue),\"files\":[" + files.joined(separator: ",") + "],"
            + "\"calls\":\(results.reduce(0) { $0 + $1.calls }),"
            + "\"violations\":\(results.reduce(0) { $0 + $1.violations.count }),"
            + "\"invalidLines\":\(results.reduce(0) { $0 + $1.invalidLines.count }),"
            + "\"unreadableFiles\":\(results.filter { $0.readError != nil }.count)}\n"
    }

    private static func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
}
