/// The identity of a scene session in the specification: its creation index in a run.
///
/// Sessions are numbered in the order they are created, from 0, and named
/// `A`, `B`, … `Z`, `AA`, `AB`, …; scenes of session `B` are `b1`, `b2`, …
/// Names never depend on addresses or hashing, so one seed prints the same names everywhere.
public struct SessionID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The creation index, from 0.
    public var index: Int

    public init(_ index: Int) {
        precondition(index >= 0, "a session index is never negative, got \(index)")
        self.index = index
    }

    /// `A` for 0, `Z` for 25, `AA` for 26, and so on (bijective base 26).
    public var name: String {
        index < Self.names.count ? Self.names[index] : Self.letters(for: index)
    }

    /// Names of the first 702 sessions (A…ZZ), made once: names are read per callback, and all fit in a small string.
    private static let names: [String] = (0..<702).map(letters(for:))

    private static func letters(for index: Int) -> String {
        var n = index + 1
        var letters: [Character] = []
        while n > 0 {
            let remainder = (n - 1) % 26
            letters.append(Character(Unicode.Scalar(UInt8(65 + remainder))))
            n = (n - 1) / 26
        }
        return String(letters.reversed())
    }

    /// The name of this session's scene number `number`, such as `b2`.
    public func sceneName(_ number: Int) -> String { name.lowercased() + String(number) }

    public var description: String { name }

    public static func < (lhs: SessionID, rhs: SessionID) -> Bool { lhs.index < rhs.index }

    /// The session a name such as `B` or `AA` denotes, or `nil` if it is not such a name.
    public init?(name: String) {
        guard !name.isEmpty else { return nil }
        var value = 0
        for scalar in name.unicodeScalars {
            guard scalar.value >= 65, scalar.value <= 90 else { return nil }
            value = value * 26 + Int(scalar.value - 64)
            if value > 1_000_000 { return nil }
        }
        self.init(value - 1)
    }
}
