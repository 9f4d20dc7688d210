import LifecycleSpec

/// `lifecycle-check lint FILE...`: delegate methods whose signature nearly matches UIKit's, and so are never called.
///
/// Each finding is one compiler-style line on standard output
/// (`file:line: error: 'func …' nearly matches UISceneDelegate's 'func …' but …`),
/// files in the order given, lines in source order, then one summary line.
/// A file that cannot be read is reported on standard error with its path and
/// why, and the other files are still linted.
enum LintCommand {
    static func run(_ args: ParsedArguments, out: (String) -> Void, err: (String) -> Void) throws(UsageError) -> ExitCode {
        guard !args.positionals.isEmpty else { throw .missingArgument("at least one FILE", command: "lint") }
        var findings = 0
        var unreadable = 0
        for path in args.positionals {
            do throws(DelegateSignatureLintError) {
                for finding in try DelegateSignatureLint.findings(inFiles: [path]) {
                    out(finding.description + "\n")
                    findings += 1
                }
            } catch {
                err("error: \(EscapedText.controls(error.description))\n")
                unreadable += 1
            }
        }
        let files = args.positionals.count
        var summary = "\(files) file\(files == 1 ? "" : "s"): \(findings) near miss\(findings == 1 ? "" : "es")"
        if unreadable > 0 { summary += ", \(unreadable) unreadable file\(unreadable == 1 ? "" : "s")" }
        out(summary + "\n")
        if unreadable > 0 { return .invalidInput }
        return findings > 0 ? .violation : .success
    }
}
