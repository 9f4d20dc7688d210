/// Why a line is not part of a valid trace: its line number and what is wrong.
///
/// Every case of "Not a valid trace" in `trace-format.md` is one of these,
/// and each makes `lifecycle-check` exit with status 2. The message is one
/// sentence with the offending token in single quotes; a misspelled call
/// gets one suggestion:
///
/// ```text
/// line 3: unknown call 'sceneDidDisconect(_:)'; did you mean 'sceneDidDisconnect(_:)'?
/// line 4: missing required field 'session' for sceneDidBecomeActive(_:)
/// line 5: field 'urls' must be an array of strings
/// line 8: not valid JSON at column 15: expected a field name in quotes
/// ```
///
/// Line 0 stands for the file as a whole (it cannot be opened). The wording
/// of messages is tested word for word but is not API.
public struct TraceError: LineDiagnostic {
    /// The 1-based line number, or 0 when the problem is the file itself.
    public var line: Int
    /// What is wrong, in one sentence, with the offending token in single quotes.
    public var message: String

    /// Creates an error for a line.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// The longest unknown name, in UTF-8 bytes, that ``suggestion(for:)`` compares with the known calls (64).
    ///
    /// The longest call is 56 bytes and a typo is at most a quarter of the
    /// name away, so a longer name has no suggestion; the cap keeps the work
    /// for one line bounded however long its `call` field is.
    public static let suggestionLengthLimit = 64

    /// The known call closest to an unknown one, if it is close enough to be a typo.
    ///
    /// Closeness is the edit distance over UTF-8 bytes; the cut-off is a quarter
    /// of the unknown name's length, and at least 2. Ties go to the call listed
    /// first in ``TraceCall/allCases``, so the answer never depends on the process.
    ///
    /// - Parameter call: The unknown `call` value.
    /// - Returns: A ``TraceCall`` raw value, or `nil` when none is close.
    public static func suggestion(for call: String) -> String? {
        guard call.utf8.count <= suggestionLengthLimit else { return nil }
        let word = Array(call.utf8)
        let cutOff = max(2, word.count / 4)
        var best: (name: String, distance: Int)?
        for candidate in TraceCall.allCases where abs(candidate.rawValue.utf8.count - word.count) <= cutOff {
            let d = editDistance(word, Array(candidate.rawValue.utf8))
            if best.map({ d < $0.distance }) ?? true { best = (candidate.rawValue, d) }
        }
        guard let best, best.distance <= cutOff else { return nil }
        return best.name
    }

    /// The Levenshtein distance: insertions, deletions and substitutions, one each.
    package static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
