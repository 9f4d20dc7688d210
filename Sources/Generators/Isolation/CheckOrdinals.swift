import Foundation

/// How many checks with the same key each test has started, so a test that checks one app twice runs the right one
/// in its worker (the worker runs the test again, and counts the same way).
package final class CheckOrdinals: @unchecked Sendable {
    package static let shared = CheckOrdinals()
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    package func next(test: String, key: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let n = counts[test + "\u{1F}" + key, default: 0]
        counts[test + "\u{1F}" + key] = n + 1
        return n
    }
}
