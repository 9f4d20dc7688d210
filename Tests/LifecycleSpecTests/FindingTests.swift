@testable import LifecycleRules
import Testing

/// One finding type for every check, printed in one form per place.
@Suite("a finding prints in its place's one form")
struct FindingTests {
    static let s4 = RuleCatalog.system[3]
    static let m2 = MigrationRule.appDelegateCallbacksUnused.rule
    static let p9 = InfoPlistMigrationRule.urlSchemeDropped.rule
    static let a1 = RuleCatalog.app[0]

    @Test("a trace line: compiler style, notes in line order, then the expectation, under the trace's name")
    func traceLine() {
        let finding = Finding(rule: Self.s4, place: .traceLine(9), message: "sceneDidBecomeActive(_:) for a1 while in background",
                              expected: "didBecomeActive only from fgInactive",
                              notes: [.init(place: .traceLine(7), text: "a1 entered background here"),
                                      .init(place: .traceLine(4), text: "a1 connected here")])
        #expect(finding.rendered(file: "app.jsonl") == """
            app.jsonl:9: error: S4 activation ladder: sceneDidBecomeActive(_:) for a1 while in background
            app.jsonl:4: note: a1 connected here
            app.jsonl:7: note: a1 entered background here
            app.jsonl:9: note: expected: didBecomeActive only from fgInactive
            """)
        #expect(finding.place.line == 9 && finding.place.event == nil && finding.place.keyPath == nil)
    }

    @Test("a source line: one compiler-style line, its severity, and the rule's ID at the end")
    func sourceLine() {
        let finding = Finding(rule: Self.m2, place: .sourceLine(file: "App/AppDelegate.swift", line: 12,
                                                                symbol: "applicationDidBecomeActive(_:)"),
                              severity: .warning, message: "'func applicationDidBecomeActive(_ application: UIApplication)' has work",
                              expected: "move the work to sceneDidBecomeActive(_:)")
        #expect(finding.description == "App/AppDelegate.swift:12: warning: 'func applicationDidBecomeActive(_ application: "
                    + "UIApplication)' has work: move the work to sceneDidBecomeActive(_:) [M2]")
        #expect(finding.place.line == 12)
    }

    @Test("a key path: the ID, the severity, the path and the message, on one line")
    func keyPath() {
        let finding = Finding(rule: Self.p9, place: .keyPath("CFBundleURLTypes"), severity: Self.p9Severity,
                              message: "the old Info.plist's URL scheme 'notes' is in no CFBundleURLTypes entry of the new one")
        #expect(finding.description == "P9 error CFBundleURLTypes: the old Info.plist's URL scheme 'notes' is in no "
                    + "CFBundleURLTypes entry of the new one")
        #expect(finding.place.keyPath == "CFBundleURLTypes" && finding.place.line == nil)
    }
    static let p9Severity = InfoPlistMigrationRule.urlSchemeDropped.severity

    @Test("an event: the headline, then the expectation and the details, indented")
    func event() {
        let finding = Finding(rule: Self.a1, place: .event(3), message: "the draft is gone after a restore",
                              expected: "the scene shows what it showed before its disconnect",
                              details: ["− before: Editor(draft: \"x\")", "+ after: Editor(draft: \"\")"])
        #expect(finding.description == """
            A1 \(Self.a1.title): the draft is gone after a restore
              Expected: the scene shows what it showed before its disconnect
              − before: Editor(draft: "x")
              + after: Editor(draft: "")
            """)
        #expect(finding.place.event == 3 && finding.place.line == nil)
    }

    @Test("text from what was checked cannot add a line: control characters are escaped in every form")
    func escaped() {
        let places: [Finding.Place] = [.traceLine(2), .sourceLine(file: "a\nb.swift", line: 1, symbol: "f()"),
                                       .keyPath("Key\nP9 error Forged"), .event(1)]
        for place in places {
            let finding = Finding(rule: Self.s4, place: place, message: "one\ntwo\u{1B}[31m", expected: "x\ry",
                                  notes: [.init(place: .traceLine(1), text: "n\no")], details: ["d\ne"])
            let lines = finding.rendered(file: "t\n.jsonl").split(separator: "\n", omittingEmptySubsequences: false)
            let expectedCount: Int
            switch place {
            case .traceLine: expectedCount = 3
            case .event: expectedCount = 3
            case .sourceLine, .keyPath: expectedCount = 1
            }
            #expect(lines.count == expectedCount, "\(place): \(lines)")
            #expect(!lines.contains { $0.unicodeScalars.contains { $0.value < 0x20 } }, "\(place): \(lines)")
        }
    }
}
