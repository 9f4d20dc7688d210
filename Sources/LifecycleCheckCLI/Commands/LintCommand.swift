import LifecycleRules

/// `lifecycle-check lint FILE...`: delegate methods UIKit would call that are never called here (a signature that
/// nearly matches UIKit's, or a subclass's method hidden by the conformance it inherits from a superclass in the
/// files), and work left in app-delegate UI-state callbacks that an app using scenes never gets (M2).
///
/// The readable files are linted together (`DelegateSignatureLint`), so a
/// subclass in one file is resolved against its superclass in another. Each
/// finding is one compiler-style line on standard output
/// (`file:line: error: 'func …' nearly matches UISceneDelegate's 'func …' but …`, or
/// `file:line: error: 'func …' is a UISceneDelegate method UIKit would call, but here the conformance is Base's, …`),
/// files in the order given, lines in source order. Then each M2 finding, read
/// from the readable files together (`AppDelegateWorkLint`: the app uses scenes
/// when one of them adopts a scene delegate protocol or declares
/// `application(_:configurationForConnecting:options:)`), one line each
/// (`file:line: warning: 'func applicationDidBecomeActive(…)' has work in it, … [M2]`).
/// Then one summary line, which counts inherited-conformance and M2 findings only when there are some.
/// A file that cannot be read is reported on standard error with its path and
/// why, and the other files are still linted. Exit 1 when anything is found.
///
/// With `--baseline FILE` (``FindingBaseline``), an M2 finding the file acknowledges is printed after the others,
/// as `acknowledged by FILE:LINE (reason): ` and the finding, and does not count toward the exit status, and an M2 entry that matches nothing is reported as no longer
/// occurring (a warning; it does not change the exit status). A baseline that cannot be read exits 2 before linting.
enum LintCommand {
    static func run(_ args: ParsedArguments, out: (String) -> Void, err: (String) -> Void) throws(UsageError) -> ExitCode {
        guard !args.positionals.isEmpty else { throw .missingArgument("at least one FILE", command: "lint") }
        guard case .success(let baseline) = BaselineOption.load(args, err: err) else { return .invalidInput }
        var unreadable = 0
        var unreadablePaths: Set<String> = []
        let found = DelegateSignatureLint.findings(inFiles: args.positionals) { error in
            err("error: \(EscapedText.controls(error.description))\n")
            unreadable += 1
            unreadablePaths.insert(error.path)
        }
        for finding in found { out(finding.description + "\n") }
        let inherited = found.filter(\.difference.isInheritedConformance).count
        let findings = found.count - inherited
        let readable = args.positionals.filter { !unreadablePaths.contains($0) }
        var work = 0
        var acknowledged: [String] = []
        var used: Set<Int> = []
        do throws(DelegateSignatureLintError) {
            for finding in try AppDelegateWorkLint.findings(inFiles: readable) {
                if let baseline, let i = baseline.entry(for: finding) {
                    used.insert(i)
                    acknowledged.append(baseline.acknowledgedLine(finding, entry: i))
                    continue
                }
                out(finding.description + "\n")
                work += 1
            }
        } catch {
            // Read a moment ago; gone since: reported like any unreadable file.
            err("error: \(EscapedText.controls(error.description))\n")
            unreadable += 1
        }
        for line in acknowledged { out(line + "\n") }
        let stale = baseline.map { b in b.entries.indices.filter { b.entries[$0].rule == "M2" && !used.contains($0) } } ?? []
        for i in stale { out(baseline!.staleLine(i) + "\n") }
        let files = args.positionals.count
        var summary = "\(files) file\(files == 1 ? "" : "s"): \(findings) near miss\(findings == 1 ? "" : "es")"
        if inherited > 0 {
            summary += ", \(inherited) method\(inherited == 1 ? "" : "s") hidden by an inherited conformance"
        }
        if work > 0 {
            summary += ", \(work) app-delegate callback\(work == 1 ? "" : "s") with work UIKit never runs (M2)"
        }
        if !acknowledged.isEmpty { summary += ", \(acknowledged.count) acknowledged in the baseline" }
        if !stale.isEmpty { summary += ", \(stale.count) baseline entr\(stale.count == 1 ? "y" : "ies") no longer occurring" }
        if unreadable > 0 { summary += ", \(unreadable) unreadable file\(unreadable == 1 ? "" : "s")" }
        out(summary + "\n")
        if unreadable > 0 { return .invalidInput }
        return found.count + work > 0 ? .violation : .success
    }
}
