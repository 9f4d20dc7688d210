import LifecycleSpec
import Testing

/// Records a Swift Testing issue for each delegate method in `files` that nearly matches a UIKit lifecycle method.
///
/// A method whose signature differs from UIKit's by one label or type
/// (`[UIOpenURLContext]` for `Set<UIOpenURLContext>`, `UIWindowScene` for
/// `UIScene`, a missing `?`) compiles and is never called, by the reference
/// runtime as by UIKit. This runs ``DelegateSignatureLint`` on the files and
/// records one issue at the caller listing every finding, one per line
/// (`file:line: error: 'func …' nearly matches … but …`); a file that cannot be
/// read is recorded as an issue naming its path and why.
///
/// It also runs ``AppDelegateWorkLint`` on the files together (rule M2) and records one more issue listing
/// each app-delegate UI-state callback (`applicationDidBecomeActive(_:)` and the other three) that has work
/// in it in an app that uses scenes, where UIKit never calls it (`file:line: warning: … [M2]`).
///
/// ```swift
/// @Test func delegatesMatchUIKit() {
///     let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../App")
///     expectDelegateSignaturesMatchUIKit(files: [sources.appendingPathComponent("SceneDelegate.swift").path])
/// }
/// ```
///
/// - Parameter files: paths of Swift source files, read as given.
/// - Returns: the near misses (empty when every signature is UIKit's or unrelated, or a file could not be read);
///   M2 findings are recorded, not returned.
@discardableResult
public func expectDelegateSignaturesMatchUIKit(
    files: [String], sourceLocation: SourceLocation = #_sourceLocation
) -> [DelegateSignatureFinding] {
    let findings: [DelegateSignatureFinding]
    do throws(DelegateSignatureLintError) {
        findings = try DelegateSignatureLint.findings(inFiles: files)
    } catch {
        Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
        return []
    }
    if !findings.isEmpty {
        let count = findings.count == 1 ? "1 delegate method nearly matches" : "\(findings.count) delegate methods nearly match"
        Issue.record(Comment(rawValue: "\(count) a UIKit method and will never be called:\n"
                                + findings.map(\.description).joined(separator: "\n")),
                     sourceLocation: sourceLocation)
    }
    let work = (try? AppDelegateWorkLint.findings(inFiles: files)) ?? []
    if !work.isEmpty {
        Issue.record(Comment(rawValue: AppDelegateWorkLint.headline(count: work.count) + "\n"
                                + work.map(\.description).joined(separator: "\n")),
                     sourceLocation: sourceLocation)
    }
    return findings
}
