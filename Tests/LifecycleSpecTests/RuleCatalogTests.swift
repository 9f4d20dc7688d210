@testable import LifecycleRules
import Testing

/// The catalogue is the one list of the rules: what names or counts rules elsewhere derives from it.
@Suite("the rule catalogue")
struct RuleCatalogTests {
    @Test("system rules then app rules, each in ID order, with IDs unique")
    func order() {
        #expect(RuleCatalog.all.map(\.id) == (1...13).map { "S\($0)" } + (1...13).map { "A\($0)" })
        #expect(Set(RuleCatalog.all.map(\.id)).count == RuleCatalog.all.count)
        #expect(RuleCatalog.system.allSatisfy { $0.kind == .system } && RuleCatalog.app.allSatisfy { $0.kind == .app })
    }

    @Test("the app rules are the monitor's checkers, each made fresh by its own type")
    @MainActor func appRulesAreTheCheckers() {
        #expect(RuleCatalog.app.map(\.id) == AppRulesMonitor.allCheckers.map { $0.rule.id })
        for checker in AppRulesMonitor.allCheckers {
            #expect(ObjectIdentifier(type(of: checker.init())) == ObjectIdentifier(checker), "\(checker.rule.id) makes its own checker")
        }
        #expect(RuleCatalog.rule("A7")?.title == A7ScenesInSync.rule.title)
        #expect(RuleCatalog.rule("A14") == nil)
    }

    @Test("ranges name each family from its first ID to its last, as messages print them")
    func ranges() {
        #expect(RuleCatalog.ranges() == "S1…S13, A1…A13")
        #expect(RuleCatalog.ranges(of: Array(RuleCatalog.app.prefix(1))) == "A1")
        #expect(RuleCatalog.ranges(of: [RuleCatalog.system[3], RuleCatalog.app[0], RuleCatalog.app[1]]) == "S4, A1…A2")
        #expect(RuleCatalog.ranges(of: []) == "")
    }

    @Test("a baseline acknowledges the Info.plist lint's rules and M2, from their own types")
    func baselineRules() {
        #expect(FindingBaseline.ruleIDs == Set((1...13).map { "P\($0)" } + ["M2"]))
    }
}
