/// Why a line is not part of a valid trace: its line number and what is wrong.
public struct TraceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// What is wrong, in one sentence, the offending token in single quotes.
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// `line 3: unknown call 'sceneDidDisconect(_:)'; did you mean 'sceneDidDisconnect(_:)'?`
    public var description: String { "line \(line): \(message)" }

    /// The compiler-style diagnostic for a file: `app.jsonl:3: error: …`.
    public func diagnostic(file: String) -> String { "\(file):\(line): error: \(message)\n" }

    /// The closest known call to an unknown one, if one is close enough to be a typo.
    static func suggestion(for call: String) -> String? {
        var best: (String, Int)?
        for candidate in TraceCall.allCases.map(\.rawValue) {
            let d = editDistance(call, candidate)
            if best == nil || d < best!.1 { best = (candidate, d) }
        }
        guard let (name, distance) = best, distance <= max(2, call.count / 4) else { return nil }
        return name
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.utf8), b = Array(b.utf8)
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...max(1, b.count) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
