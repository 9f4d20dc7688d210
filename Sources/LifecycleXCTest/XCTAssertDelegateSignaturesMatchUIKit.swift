import LifecycleRules
import XCTest

/// Fails the XCTest when a delegate method in `files` that UIKit would call is never called here.
///
/// The XCTest twin of `expectDelegateSignaturesMatchUIKit(files:)`: runs
/// ``DelegateSignatureLint`` on the files together and fails once, listing every
/// finding one per line (`file:line: error: 'func …' nearly matches … but …`, or a
/// method of a subclass hidden by its superclass's conformance); a file
/// that cannot be read fails the test with its path and why. Such a method
/// compiles and is never called, by the reference runtime as by UIKit. It
/// also runs ``AppDelegateWorkLint`` on the files together (rule M2) and fails
/// once more listing each app-delegate UI-state callback with work in it in an
/// app that uses scenes, where UIKit never calls it (`file:line: warning: … [M2]`).
///
/// - Parameter files: paths of Swift source files, read as given.
/// - Returns: the findings (empty when none, or a file could not be read);
///   M2 findings fail the test, and are not returned.
@discardableResult
public func XCTAssertDelegateSignaturesMatchUIKit(
    files: [String], file: StaticString = #filePath, line: UInt = #line
) -> [DelegateSignatureFinding] {
    let findings: [DelegateSignatureFinding]
    do throws(DelegateSignatureLintError) {
        findings = try DelegateSignatureLint.findings(inFiles: files)
    } catch {
        XCTFail(error.description, file: file, line: line)
        return []
    }
    if !findings.isEmpty {
        XCTFail(DelegateSignatureLint.headline(for: findings) + "\n" + findings.map(\.description).joined(separator: "\n"),
                file: file, line: line)
    }
    let work = (try? AppDelegateWorkLint.findings(inFiles: files)) ?? []
    if !work.isEmpty {
        XCTFail(AppDelegateWorkLint.headline(count: work.count) + "\n" + work.map(\.description).joined(separator: "\n"),
                file: file, line: line)
    }
    return findings
}
