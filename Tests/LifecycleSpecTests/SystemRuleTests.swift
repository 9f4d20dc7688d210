import LifecycleRules
import Testing

/// Each system rule holding on a valid trace and broken by a trace that breaks it alone.
@Suite("System rules S1–S13 on hand-written traces")
struct SystemRuleTests {
    @Test("the trace-format.md example conforms")
    func exampleConforms() {
        #expect(check(T.exampleRecords, header: T.phone) == [])
    }

    @Test("S1 holds with willFinishLaunching just before didFinishLaunching")
    func s1Holds() {
        #expect(check([T.willFinish(), T.launch(), T.config("A"), T.connect("A", "a1")]) == [])
    }

    @Test("S1 is broken by a callback before any launch, and by willFinish not followed by didFinish")
    func s1Broken() {
        #expect(check([TraceRecord(call: .didReceiveMemoryWarning), T.launch()]) == ["S1@2"])
        #expect(check([T.willFinish(), T.config("A"), T.launch()]) == ["S1@3"])
    }

    @Test("S2 holds for reconnects without configuration, and for header sessions")
    func s2Holds() {
        let header = TraceHeader(existingSessions: ["A"])
        #expect(check([T.launch(), T.connect("A", "a1", restoration: T.doc7)], header: header) == [])
    }

    @Test("S2 is broken by a second configuration, by configuring a header session, and by connecting unconfigured")
    func s2Broken() {
        let records = [T.launch(), T.config("A"), T.connect("A", "a1"), T.disconnect("A", "a1"), T.config("A")]
        #expect(check(records) == ["S2@6"])
        #expect(check([T.launch(), T.config("A")], header: TraceHeader(existingSessions: ["A"])) == ["S2@3"])
        #expect(check([T.launch(), T.connect("B", "b1")]) == ["S2@3"])
    }

    @Test("S3 holds for callbacks between willConnect and didDisconnect")
    func s3Holds() {
        #expect(check([T.launch(), T.config("A"), T.connect("A", "a1")] + T.fg("A", "a1")) == [])
    }

    @Test("S3 is broken by a callback after disconnect, a second willConnect, and a stale scene name")
    func s3Broken() {
        let base = [T.launch(), T.config("A"), T.connect("A", "a1"), T.disconnect("A", "a1")]
        #expect(check(base + [T.call(.willEnterForeground, "A", "a1")]) == ["S3@6"])
        #expect(check([T.launch(), T.config("A"), T.connect("A", "a1"), T.connect("A", "a2")]) == ["S3@5"])
        let stale = base + [T.connect("A", "a2"), T.call(.willEnterForeground, "A", "a1")]
        #expect(check(stale) == ["S3@7"])
    }

    @Test("S4 holds on the ladder, and for a foreground didDisconnect directly before its discard")
    func s4Holds() {
        let records = [T.launch(), T.config("A"), T.connect("A", "a1")] + T.fg("A", "a1")
            + [T.disconnect("A", "a1"), T.discard("A")]
        #expect(check(records) == [])
    }

    @Test("S4 is broken by skipping a rung, and by a foreground didDisconnect with no discard after it")
    func s4Broken() {
        let start = [T.launch(), T.config("A"), T.connect("A", "a1")]
        #expect(check(start + [T.call(.didBecomeActive, "A", "a1")]) == ["S4@5"])
        let violations = TraceChecker.check(T.lines(start + T.fg("A", "a1") + [T.disconnect("A", "a1")]))
        #expect(ids(violations) == ["S4@7"])
        #expect(violations.first?.notes == [.init(place: .traceLine(6), text: "A's scene entered fgActive here")])
    }

    @Test("S5 holds when a discarded session is never named again")
    func s5Holds() {
        let records = [T.launch(), T.config("A"), T.connect("A", "a1"), T.disconnect("A", "a1"), T.discard("A"),
                       T.config("B"), T.connect("B", "b1")]
        #expect(check(records) == [])
    }

    @Test("S5 is broken by a callback naming a discarded session, by a second report, and by discarding a connected scene")
    func s5Broken() {
        let base = [T.launch(), T.config("A"), T.connect("A", "a1"), T.disconnect("A", "a1"), T.discard("A")]
        #expect(check(base + [T.connect("A", "a2")]) == ["S5@7"])
        #expect(check(base + [T.discard("A")]) == ["S5@7"])
        #expect(check([T.launch(), T.config("A"), T.connect("A", "a1"), T.discard("A")]) == ["S5@5"])
    }

    @Test("S6 holds across a process death: the relaunch carries the last stored activity")
    func s6Holds() {
        let records = [T.launch(), T.config("A"), T.connect("A", "a1")] + T.fg("A", "a1")
            + T.bg("A", "a1", restoration: T.doc7) + [T.launch(), T.connect("A", "a2", restoration: T.doc7)]
        #expect(check(records) == [])
    }

    @Test("S6 is broken by a reconnect that loses or replaces the stored activity")
    func s6Broken() {
        let start = [T.launch(), T.config("A"), T.connect("A", "a1")] + T.fg("A", "a1") + T.bg("A", "a1", restoration: T.doc7)
            + [T.disconnect("A", "a1")]
        let lost = TraceChecker.check(T.lines(start + [T.connect("A", "a2", restoration: nil)]))
        #expect(ids(lost) == ["S6@11"])
        #expect(lost.first?.expected == "willConnect carries com.example.edit/doc-7, the activity last stored for A "
                + "(null only before any scene of the process was in the foreground)")
        #expect(check(start + [T.connect("A", "a2", restoration: T.doc8)]) == ["S6@11"])
        #expect(check([T.launch(), T.config("A"), T.connect("A", "a1", restoration: T.doc7)]) == ["S6@4"])
    }

    @Test("S7 holds when sessions reported after launch are never named again")
    func s7Holds() {
        let header = TraceHeader(existingSessions: ["A", "B"])
        #expect(check([T.launch(), T.discard("A"), T.discard("B"), T.config("C"), T.connect("C", "c1")], header: header) == [])
    }

    @Test("S7 is named with S5 when a session reported at launch is connected again")
    func s7Broken() {
        let header = TraceHeader(existingSessions: ["A"])
        #expect(check([T.launch(), T.discard("A"), T.connect("A", "a1", restoration: nil)], header: header) == ["S5@4", "S7@4"])
    }

    @Test("S8 holds when each mode uses its own set")
    func s8Holds() {
        let legacy = TraceHeader(mode: .legacy, device: .phone, multipleScenes: false)
        #expect(check([T.launch(), TraceRecord(call: .applicationDidBecomeActive)], header: legacy) == [])
    }

    @Test("S8 is broken by an app-level UI callback in scene mode and a scene callback in legacy mode")
    func s8Broken() {
        #expect(check([T.launch(), TraceRecord(call: .applicationDidBecomeActive)]) == ["S8@3"])
        let legacy = TraceHeader(mode: .legacy, device: .phone, multipleScenes: false)
        #expect(check([T.launch(), T.config("A")], header: legacy) == ["S8@3"])
    }

    @Test("S9 holds for two windows on a pad with multiple scenes, and for a new window after a discard on a phone")
    func s9Holds() {
        #expect(check([T.launch(), T.config("A"), T.connect("A", "a1"), T.config("B"), T.connect("B", "b1")]) == [])
        let phone = [T.launch(), T.config("A"), T.connect("A", "a1"), T.disconnect("A", "a1"), T.discard("A"), T.config("B")]
        #expect(check(phone, header: T.phone) == [])
        let external = [T.launch(), T.config("A"), T.config("B", role: SceneSessionRole.windowExternalDisplayNonInteractive.rawValue)]
        #expect(check(external, header: T.phone) == [])
    }

    @Test("S9 is broken by a second application session on a phone")
    func s9Broken() {
        #expect(check([T.launch(), T.config("A"), T.connect("A", "a1"), T.config("B")], header: T.phone) == ["S9@5"])
    }

    @Test("S10 holds for a request in the background")
    func s10Holds() {
        let records = [T.launch(), T.config("A"), T.connect("A", "a1"), T.restore("A", "a1", T.doc7)]
        #expect(check(records) == [])
    }

    @Test("S10 is broken by a request while active and after disconnect")
    func s10Broken() {
        let active = [T.launch(), T.config("A"), T.connect("A", "a1")] + T.fg("A", "a1") + [T.restore("A", "a1", nil)]
        #expect(check(active) == ["S10@7"])
        let gone = [T.launch(), T.config("A"), T.connect("A", "a1"), T.disconnect("A", "a1"), T.restore("A", "a1", nil)]
        #expect(check(gone) == ["S10@6"])
    }

    @Test("S11 holds for URLs at willConnect and through openURLContexts while connected")
    func s11Holds() {
        let records = [T.launch(), T.config("A"), T.connect("A", "a1", urls: ["x://1"]),
                       TraceRecord(call: .openURLContexts, session: "A", scene: "a1", urls: ["x://2"])]
        #expect(check(records) == [])
    }

    @Test("S11 is broken by a delivery to a disconnected scene and by options on another call")
    func s11Broken() {
        let gone = [T.launch(), T.config("A"), T.connect("A", "a1"), T.disconnect("A", "a1"),
                    TraceRecord(call: .openURLContexts, session: "A", urls: ["x://2"])]
        #expect(check(gone) == ["S11@6"])
        let misplaced = [T.launch(), T.config("A"), T.connect("A", "a1"),
                         TraceRecord(call: .willEnterForeground, session: "A", urls: ["x://2"])]
        #expect(check(misplaced) == ["S11@5"])
    }

    @Test("S12 holds when only a launch follows willTerminate")
    func s12Holds() {
        #expect(check([T.launch(), TraceRecord(call: .willTerminate), T.launch()]) == [])
    }

    @Test("S12 is broken by a callback after willTerminate")
    func s12Broken() {
        #expect(check([T.launch(), TraceRecord(call: .willTerminate), TraceRecord(call: .didReceiveMemoryWarning)]) == ["S12@4"])
    }

    @Test("S13 holds for one foreground scene on a phone with an external display beside it")
    func s13Holds() {
        let ext = SceneSessionRole.windowExternalDisplayNonInteractive.rawValue
        let records = [T.launch(), T.config("A"), T.connect("A", "a1")] + T.fg("A", "a1")
            + [T.config("B", role: ext), T.connect("B", "b1", role: ext)] + T.fg("B", "b1")
        #expect(check(records, header: T.phone) == [])
    }

    @Test("S13 is broken by a second application scene entering the foreground on a phone")
    func s13Broken() {
        // Two application scenes on a phone need two application sessions, so S9 is broken first.
        let header = TraceHeader(device: .phone, multipleScenes: false, existingSessions: ["A", "B"])
        let records = [T.launch(), T.connect("A", "a1", restoration: nil)] + T.fg("A", "a1")
            + [T.connect("B", "b1", restoration: nil), T.call(.willEnterForeground, "B", "b1")]
        #expect(check(records, header: header) == ["S9@6", "S13@7"])
    }

    @Test("a violation prints like a compiler diagnostic with its notes and expectation")
    func diagnosticFormat() {
        let v = TraceChecker.check(T.lines([T.launch(), T.config("A"), T.connect("A", "a1"), T.call(.didBecomeActive, "A", "a1")]))
        #expect(v.count == 1)
        #expect(v[0].rendered(file: "app.jsonl") == """
            app.jsonl:5: error: S4 activation ladder: sceneDidBecomeActive(_:) for a1 while in background
            app.jsonl:4: note: a1 entered background here
            app.jsonl:5: note: expected: didBecomeActive only from fgInactive
            """)
    }

    @Test("the catalogue lists S1 to S13 in order, each with a sentence and a source")
    func catalogue() {
        #expect(RuleCatalog.system.map(\.id) == (1...13).map { RuleID(.system, $0) })
        #expect(RuleCatalog.system.allSatisfy { !$0.statement.isEmpty && !$0.source.isEmpty && $0.family == .system })
    }
}
