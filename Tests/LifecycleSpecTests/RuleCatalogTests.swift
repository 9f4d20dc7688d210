@testable import LifecycleRules
import Testing

/// The catalogue is the one list of the rules: what names or counts rules elsewhere derives from it.
@Suite("the rule catalogue")
struct RuleCatalogTests {
    @Test("system, app, migration and Info.plist rules, each in ID order, with IDs unique")
    func order() {
        #expect(RuleCatalog.conformance.map(\.id) == (1...13).map { RuleID(.system, $0) } + (1...13).map { RuleID(.app, $0) })
        #expect(RuleCatalog.all.map(\.id) == RuleCatalog.conformance.map(\.id) + (1...3).map { RuleID(.migration, $0) }
            + (1...13).map { RuleID(.infoPlist, $0) })
        #expect(RuleCatalog.migration.map(\.title) == MigrationRule.allCases.map(\.title))
        #expect(RuleCatalog.infoPlist.map(\.source) == InfoPlistMigrationRule.allCases.map(\.source))
        #expect(RuleCatalog.all.allSatisfy { !$0.title.isEmpty && !$0.statement.isEmpty && !$0.source.isEmpty })
        #expect(RuleCatalog.all.map(\.id) == RuleCatalog.all.map(\.id).sorted())
        #expect(Set(RuleCatalog.all.map(\.id)).count == RuleCatalog.all.count)
        #expect(RuleCatalog.system.allSatisfy { $0.family == .system } && RuleCatalog.app.allSatisfy { $0.family == .app })
    }

    @Test("the app rules are the monitor's checkers, each made fresh by its own type")
    @MainActor func appRulesAreTheCheckers() {
        #expect(RuleCatalog.app.map(\.id) == AppRulesMonitor.allCheckers.map { $0.rule.id })
        for checker in AppRulesMonitor.allCheckers {
            #expect(ObjectIdentifier(type(of: checker.init())) == ObjectIdentifier(checker), "\(checker.rule.id) makes its own checker")
        }
        #expect(RuleCatalog.rule("A7")?.title == A7ScenesInSync.rule.title)
        #expect(RuleCatalog.rule("A14") == nil)
        #expect(RuleCatalog.rule("M2")?.title == MigrationRule.appDelegateCallbacksUnused.title)
    }

    @Test("ranges name each family from its first ID to its last, as messages print them")
    func ranges() {
        #expect(RuleCatalog.ranges() == "S1…S13, A1…A13, M1…M3, P1…P13")
        #expect(RuleCatalog.ranges(of: RuleCatalog.conformance) == "S1…S13, A1…A13")
        #expect(RuleCatalog.ranges(of: Array(RuleCatalog.app.prefix(1))) == "A1")
        #expect(RuleCatalog.ranges(of: [RuleCatalog.system[3], RuleCatalog.app[0], RuleCatalog.app[1]]) == "S4, A1…A2")
        #expect(RuleCatalog.ranges(of: []) == "")
    }

    @Test("a baseline acknowledges the Info.plist lint's rules and M2, from their own types")
    func baselineRules() {
        #expect(FindingBaseline.ruleIDs == Set((1...13).map { RuleID(.infoPlist, $0) } + ["M2"]))
    }

    @Test("a rule ID is a family letter and a number: read back from its text, ordered by family then number")
    func ruleIDs() {
        for text in ["S1", "S13", "A10", "M2", "P13"] { #expect(RuleID(text)?.description == text) }
        for text in ["", "S", "S0", "S01", "s1", "X1", "S1 ", " S1", "S-1", "S1a", "S+1", "A١", "S99999"] {
            #expect(RuleID(text) == nil, "'\(text)'")
        }
        #expect(RuleID(.system, 2) < RuleID(.system, 10))
        #expect(RuleID(.system, 13) < RuleID(.app, 1))
        #expect(["A10", "M1", "A2", "P1", "S13"].sorted() as [RuleID] == ["S13", "A2", "A10", "M1", "P1"])
        #expect(MigrationRule.behaviourPreserved.id == "M1" && InfoPlistMigrationRule.noSceneManifest.id == "P1")
    }
}
