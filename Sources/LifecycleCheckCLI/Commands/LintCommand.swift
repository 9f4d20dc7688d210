import LifecycleSpec

/// `lifecycle-check lint FILE...`: delegate methods whose signature nearly matches UIKit's, and so are never called,
/// and work left in app-delegate UI-state callbacks that an app using scenes never gets (M2).
///
/// Each near miss is one compiler-style line on standard output
/// (`file:line: error: 'func …' nearly matches UISceneDelegate's 'func …' but …`),
/// files in the order given, lines in source order. Then each M2 finding, read
/// from the readable files together (`AppDelegateWorkLint`: the app uses scenes
/// when one of them adopts a scene delegate protocol or declares
/// `application(_:configurationForConnecting:options:)`), one line each
/// (`file:line: warning: 'func applicationDidBecomeActive(…)' has work in it, … [M2]`).
/// Then one summary line, which counts M2 findings only when there are some.
/// A file that cannot be read is reported on standard error with its path and
/// why, and the other files are still linted. Exit 1 when anything is found.
enum LintCommand {
    static func run(_ args: ParsedArguments, out: (String) -> Void, err: (String) -> Void) throws(UsageError) -> ExitCode {
        guard !args.positionals.isEmpty else { throw .missingArgument("at least one FILE", command: "lint") }
        var findings = 0
        var unreadable = 0
        var readable: [String] = []
        for path in args.positionals {
            do throws(DelegateSignatureLintError) {
                for finding in try DelegateSignatureLint.findings(inFiles: [path]) {
                    out(finding.description + "\n")
                    findings += 1
                }
                readable.append(path)
            } catch {
                err("error: \(EscapedText.controls(error.description))\n")
                unreadable += 1
            }
        }
        var work = 0
        do throws(DelegateSignatureLintError) {
            for finding in try AppDelegateWorkLint.findings(inFiles: readable) {
                out(finding.description + "\n")
                work += 1
            }
        } catch {
            // Read a moment ago; gone since: reported like any unreadable file.
            err("error: \(EscapedText.controls(error.description))\n")
            unreadable += 1
        }
        let files = args.positionals.count
        var summary = "\(files) file\(files == 1 ? "" : "s"): \(findings) near miss\(findings == 1 ? "" : "es")"
        if work > 0 {
            summary += ", \(work) app-delegate callback\(work == 1 ? "" : "s") with work UIKit never runs (M2)"
        }
        if unreadable > 0 { summary += ", \(unreadable) unreadable file\(unreadable == 1 ? "" : "s")" }
        out(summary + "\n")
        if unreadable > 0 { return .invalidInput }
        return findings + work > 0 ? .violation : .success
    }
}
