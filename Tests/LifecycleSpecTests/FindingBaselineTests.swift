import LifecycleRules
import Testing

/// The baseline file's reader: Windows line ends and a byte-order mark read as the same entries, and an ID of
/// another rule is an error naming the line.
@Suite("FindingBaseline reads baseline files however their lines end")
struct FindingBaselineTests {
    static let lines = ["# acknowledged", "P5 UIMainStoryboardFile  # built in code",
                        "M2 AppDelegate.swift:applicationDidBecomeActive(_:)  # iOS 12 calls it", ""]

    @Test("LF, CRLF and CR line ends, with or without a byte-order mark, give the same entries", arguments: ["\n", "\r\n", "\r"])
    func lineEnds(_ end: String) throws {
        let plain = try FindingBaseline.parse(Self.lines.joined(separator: "\n"), path: "b.txt")
        let other = try FindingBaseline.parse("\u{FEFF}" + Self.lines.joined(separator: end), path: "b.txt")
        #expect(other.entries == plain.entries)
        #expect(plain.entries.map(\.rule) == ["P5", "M2"])
        #expect(plain.entries.map(\.line) == [2, 3])
        #expect(plain.entries.last?.place == "AppDelegate.swift:applicationDidBecomeActive(_:)")
    }

    @Test("an ID the lints do not report is an error naming the line", arguments: ["M3", "P14", "P0", "A1"])
    func unknownRule(_ id: String) {
        #expect {
            _ = try FindingBaseline.parse("# x\n\(id) Some.Key  # why\n", path: "b.txt")
        } throws: { error in
            "\(error)" == "b.txt:2: '\(id)' is not a lint rule ID (P1–P13, M2)"
        }
    }
}
