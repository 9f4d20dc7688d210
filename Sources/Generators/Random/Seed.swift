/// A run's seed: 64 bits, printed as `0x` and 16 hexadecimal digits, and parsed back the same way.
public struct Seed: Hashable, Sendable, CustomStringConvertible {
    /// The seed's bits.
    public var value: UInt64

    public init(_ value: UInt64) { self.value = value }

    /// Parses 1 to 16 hexadecimal digits, with or without `0x`, either case; surrounding spaces are ignored.
    public init?(parsing text: String) {
        var digits = Substring(text).drop(while: { $0 == " " })
        while digits.last == " " { digits = digits.dropLast() }
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") { digits = digits.dropFirst(2) }
        guard (1...16).contains(digits.count), digits.allSatisfy(\.isHexDigit),
              let value = UInt64(digits, radix: 16) else { return nil }
        self.value = value
    }

    /// `0x` and exactly 16 upper-case hexadecimal digits.
    public var description: String {
        let hex = String(value, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// A fresh seed from the system's generator: the one place non-determinism enters a run.
    public static func fresh() -> Seed {
        var system = SystemRandomNumberGenerator()
        return Seed(system.next())
    }

    /// The seed of case `index` of a run with this seed (generator v1): SplitMix64 of the two mixed.
    public func derived(case index: Int) -> Seed {
        var mixer = SplitMix64(seed: value ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        return Seed(mixer.next())
    }
}
