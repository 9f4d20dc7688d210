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

    @Test("an observation that only grew is quoted where the longer one goes on")
    func prefix() throws {
        let base = String(repeating: "q", count: 150)
        let (was, now) = try #require(PropertyRunner.differingParts(base, base + "tail"))
        #expect(was.hasSuffix("(character 151 of 150)"), "\(was)")
        #expect(now.contains("tail"), "\(now)")
    }
}
