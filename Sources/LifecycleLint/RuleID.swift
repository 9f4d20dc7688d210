/// The ID of a rule of the catalogue: a family letter and a number, such as `S4` or `A10`.
///
/// IDs are the project's public vocabulary and are never reused for a different rule. They order by family
/// (system, app, migration, Info.plist lint: `S`, `A`, `M`, `P`) and then by number, so `S2` comes before
/// `S10`. A literal must spell a valid ID (`"A4"`); text from a user (an environment variable, a command-line
/// option) goes through ``init(_:)``, which returns `nil` for anything else.
public struct RuleID: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The rule's family: its letter.
    public enum Family: Int, Hashable, Comparable, Sendable, CaseIterable {
        /// `S`: holds for any correct trace of the system's calls.
        case system
        /// `A`: holds for a correct app-delegate and scene-delegate implementation.
        case app
        /// `M`: what a move from the app-delegate lifecycle to scenes must keep.
        case migration
        /// `P`: what the Info.plist of an app moved to scenes must say.
        case infoPlist

        /// `S`, `A`, `M` or `P`.
        public var letter: Character {
            switch self {
            case .system: return "S"
            case .app: return "A"
            case .migration: return "M"
            case .infoPlist: return "P"
            }
        }

        public static func < (a: Family, b: Family) -> Bool { a.rawValue < b.rawValue }
    }

    /// The family, from the ID's letter.
    public let family: Family
    /// The number after the letter, 1 or more.
    public let number: Int

    /// The ID of rule `number` of `family`.
    ///
    /// - Precondition: `number` is 1 or more.
    public init(_ family: Family, _ number: Int) {
        precondition(number >= 1, "a rule number is 1 or more, not \(number)")
        self.family = family
        self.number = number
    }

    /// The ID `text` spells (`S4`, `A10`), or `nil` when it spells none: a family letter, then a number of 1 or
    /// more without leading zeros, and nothing else.
    public init?(_ text: String) {
        guard let first = text.first, let family = Family.allCases.first(where: { $0.letter == first }) else { return nil }
        let digits = text.dropFirst()
        guard !digits.isEmpty, digits.count <= 4, digits.first != "0", digits.allSatisfy({ $0.isASCII && $0.isNumber }),
              let number = Int(digits) else { return nil }
        self.init(family, number)
    }

    /// The ID a literal spells.
    ///
    /// - Precondition: the literal is a valid ID.
    public init(stringLiteral text: String) {
        guard let id = RuleID(text) else { preconditionFailure("'\(text)' is not a rule ID (S4, A10, M2, P13)") }
        self = id
    }

    /// `S4`.
    public var description: String { "\(family.letter)\(number)" }

    public static func < (a: RuleID, b: RuleID) -> Bool {
        (a.family, a.number) < (b.family, b.number)
    }
}
