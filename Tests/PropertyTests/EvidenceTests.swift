import Generators
import Testing

/// The evidence of nondeterminism shows where two long observations differ, never "X instead of X".
@Suite("Nondeterminism evidence")
struct EvidenceTests {
    @Test("two long observations that differ late are quoted around the first difference")
    func longObservations() throws {
        let common = "storage UserDefaults.standard[\"draft\"] = json {\"body\": \"" + String(repeating: "x", count: 120)
        let (was, now) = try #require(PropertyRunner.differingParts(common + "a\"}", common + "b\"}"))
        #expect(was != now)
        #expect(was.contains("xa\"}"), "\(was)")
        #expect(now.contains("xb\"}"), "\(now)")
        #expect(was.hasPrefix("'…"), "the common start is elided: \(was)")
        #expect(was.hasSuffix("(character 177 of 179)"), "\(was)")
    }

    @Test("short observations are quoted whole, and equal texts give no excerpt")
    func shortObservations() {
        #expect(PropertyRunner.differingParts("a shows x", "a shows y") == nil)
        let long = String(repeating: "z", count: 200)
        #expect(PropertyRunner.differingParts(long, long) == nil)
    }

    @Test("two failures with the same headline are told apart by what differs: the expectation, a detail line")
    func sameHeadline() {
        let was = PropertyFailure(rule: "A1", title: "restoration round-trip", message: "scene a2 shows List",
                                  expected: "what it showed", details: ["− before: Note(\"Note 0\")", "+ after: List"])
        var now = was
        now.details[0] = "− before: Note"
        #expect(PropertyRunner.failureDifference(now, was)
            == "ended with A1: scene a2 shows List, its detail line 1 '− before: Note' instead of '− before: Note(\"Note 0\")'")
        now = was
        now.expected = "nothing"
        #expect(PropertyRunner.failureDifference(now, was)
            == "ended with A1: scene a2 shows List, expecting 'nothing' instead of 'what it showed'")
        now = was
        now.details.removeLast()
        #expect(PropertyRunner.failureDifference(now, was)
            == "ended with A1: scene a2 shows List, its detail line 2 nothing more instead of '+ after: List'")
        #expect(PropertyRunner.failureDifference(nil, was) == "ended with no failure instead of A1: scene a2 shows List")
        now = was
        now.message = "scene a2 shows Note"
        #expect(PropertyRunner.failureDifference(now, was)
            == "ended with A1: scene a2 shows Note instead of A1: scene a2 shows List")
    }

    @Test("an observation that only grew is quoted where the longer one goes on")
    func prefix() throws {
        let base = String(repeating: "q", count: 150)
        let (was, now) = try #require(PropertyRunner.differingParts(base, base + "tail"))
        #expect(was.hasSuffix("(character 151 of 150)"), "\(was)")
        #expect(now.contains("tail"), "\(now)")
    }
}
