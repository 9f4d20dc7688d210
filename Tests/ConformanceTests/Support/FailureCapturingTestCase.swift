import XCTest

/// An XCTest case that can collect the failures a call records instead of failing, so a test can
/// check the failure text an entry point produces (Linux XCTest has no `XCTExpectFailure`).
class FailureCapturingTestCase: XCTestCase {
    private var captured: [String]?

    /// Runs `body`, returning its result and the failure descriptions it recorded (which then do not
    /// fail this test).
    func capturingFailures<T>(_ body: () async throws -> T) async rethrows -> (result: T, failures: [String]) {
        captured = []
        defer { captured = nil }
        let result = try await body()
        return (result, captured ?? [])
    }

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        if captured != nil {
            captured?.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }
}
