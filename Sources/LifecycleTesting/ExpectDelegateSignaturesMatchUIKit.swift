import LifecycleRules
import Testing

/// Records a Swift Testing issue listing each delegate method in `files` that UIKit would call and that is never called here.
///
/// A method whose signature differs from UIKit's by one label or type
/// (`[UIOpenURLContext]` for `Set<UIOpenURLContext>`, `UIWindowScene` for
/// `UIScene`, a missing `?`) compiles and is never called, by the reference
/// runtime as by UIKit. So does a method with UIKit's exact signature in a
/// subclass whose superclass (in `files`) declares the conformance and does
/// not implement the method. This runs ``DelegateSignatureLint`` on the files
/// together and records one issue at the caller listing every finding, one per
/// line (`file:line: error: 'func …' nearly matches … but …`, or `… is a
/// UISceneDelegate method UIKit would call, but here the conformance is Base's …`);
/// a file that cannot be read is recorded as an issue naming its path and why.
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
/// - Returns: the findings (empty when none, or a file could not be read);
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
        Issue.record(Comment(rawValue: DelegateSignatureLint.headline(for: findings) + "\n"
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
