import LifecycleRules
import Testing

/// What real devices do (developers' and Apple's reports, cited in CONFORMANCE.md) read on traces: each behaviour holding, and its
/// nearest variant that breaks a rule.
@Suite("Device behaviour on traces: force quit, protected data, mirroring, quick actions, checker defects")
struct DeviceBehaviourTraceTests {
    static let ext = SceneSessionRole.windowExternalDisplayNonInteractive.rawValue
    static let app = SceneSessionRole.windowApplication.rawValue
    static let terminate = TraceRecord(call: .willTerminate)
    static let memoryWarning = TraceRecord(call: .didReceiveMemoryWarning)

    /// Launch, a new window A, active.
    static var activeA: [TraceRecord] { [T.launch(), T.config("A"), T.connect("A", "a1")] + T.fg("A", "a1") }

    @Test("S4 holds for a force quit from fgInactive: the process ends after the didDisconnect")
    func forceQuitHolds() {
        let quit = Self.activeA + [T.call(.willResignActive, "A", "a1"), T.disconnect("A", "a1")]
        #expect(check(quit, header: T.phone) == [], "the end of the trace")
        #expect(check(quit + [T.launch(), T.connect("A", "a2")], header: T.phone) == [], "the next launch")
        #expect(check(quit + [Self.terminate], header: T.phone) == [], "applicationWillTerminate")
        #expect(check(quit + [T.discard("A"), Self.terminate]) == [], "iPad: disconnect, discard, terminate")
        let two = [T.launch(), T.config("A"), T.connect("A", "a1")] + T.fg("A", "a1")
            + [T.config("B"), T.connect("B", "b1")] + T.fg("B", "b1")
            + [T.call(.willResignActive, "A", "a1"), T.call(.willResignActive, "B", "b1"),
               T.disconnect("A", "a1"), T.disconnect("B", "b1"), T.launch()]
        #expect(check(two) == [], "two scenes of one ending")
    }

    @Test("S4 is broken by a disconnect straight from fgActive, and by one from fgInactive the process survives")
    func forceQuitBroken() {
        let active = TraceChecker.check(T.lines(Self.activeA + [T.disconnect("A", "a1"), Self.terminate]), header: T.phone)
        #expect(ids(active) == ["S4@7"])
        #expect(active.first?.expected?.contains("a force quit makes the scene inactive first") == true)
        let survives = Self.activeA + [T.call(.willResignActive, "A", "a1"), T.disconnect("A", "a1"), Self.memoryWarning]
        #expect(check(survives, header: T.phone) == ["S4@8"])
        let lateA = [T.launch(), T.config("A"), T.connect("A", "a1")] + T.fg("A", "a1")
            + [T.config("B"), T.connect("B", "b1"), T.call(.willResignActive, "A", "a1"), T.disconnect("A", "a1"),
               T.disconnect("B", "b1"), T.call(.willEnterForeground, "C")]
        #expect(check(lateA).prefix(1) == ["S4@10"], "the ending did not come")
    }

    @Test("S6 holds for a null restoration at a background launch while protected data may be unavailable")
    func protectedDataHolds() {
        let stored = Self.activeA + T.bg("A", "a1", restoration: T.doc7)
        let locked = stored + [T.launch(), T.connect("A", "a2", restoration: nil)]
        #expect(check(locked, header: T.phone) == [])
        let later = locked + [T.disconnect("A", "a2"), T.launch(), T.connect("A", "a3", restoration: T.doc7)]
            + T.fg("A", "a3")
        #expect(check(later, header: T.phone) == [], "the withheld null does not replace the stored activity")
    }

    @Test("S6 is broken by a null restoration in a process where a scene was already in the foreground")
    func protectedDataBroken() {
        let stored = [T.launch(), T.config("A"), T.connect("A", "a1")] + T.fg("A", "a1") + T.bg("A", "a1", restoration: T.doc7)
        let relaunch = stored + [T.launch(), T.config("B"), T.connect("B", "b1")] + T.fg("B", "b1")
            + [T.connect("A", "a2", restoration: nil)]
        #expect(check(relaunch) == ["S6@15"])
        let otherActivity = stored + [T.launch(), T.connect("A", "a2", restoration: T.doc8)]
        #expect(check(otherActivity) == ["S6@11"], "another non-null activity is never legal")
    }

    @Test("S9 counts the header's existing sessions on a phone, from their first mention")
    func existingSessionsCount() {
        let header = TraceHeader(device: .phone, multipleScenes: false, existingSessions: ["A", "B"])
        let both = [T.launch(), T.connect("A", "a1", restoration: nil), T.disconnect("A", "a1"),
                    T.connect("B", "b1", restoration: nil)]
        #expect(check(both, header: header) == ["S9@5"])
        let oneDiscarded = [T.launch(), T.discard("B"), T.connect("A", "a1", restoration: nil)] + T.fg("A", "a1")
        #expect(check(oneDiscarded, header: header) == [])
    }

    @Test("S9 infers an external display's role from the willConnect after a configuration that omits it")
    func roleInferred() {
        let mirrored = Self.activeA + [T.config("B"), T.connect("B", "b1", role: Self.ext)] + T.fg("B", "b1")
        #expect(check(mirrored, header: T.phone) == [])
        let second = Self.activeA + [T.config("B"), T.connect("B", "b1")]
        #expect(check(second, header: T.phone) == ["S9@7"])
        let stated = Self.activeA + [T.config("B"), T.connect("B", "b1", role: Self.app)]
        #expect(check(stated, header: T.phone) == ["S9@7"])
    }

    @Test("S11 covers quick actions: performActionFor to a disconnected scene is S11, to a connected one holds")
    func quickActions() {
        let action = TraceRecord(call: .performActionForShortcut, session: "A", scene: "a1", shortcut: "new")
        #expect(check(Self.activeA + [action]) == [])
        let coldStart = [T.launch(), T.config("A"), TraceRecord(call: .willConnect, session: "A", scene: "a1",
                                                                 restoration: .some(nil), shortcut: "new")]
        #expect(check(coldStart) == [])
        let gone = Self.activeA + T.bg("A", "a1", restoration: nil) + [T.disconnect("A", "a1"), action]
        #expect(check(gone) == ["S11@11"])
    }

    @Test("empty urls deliver nothing: no S11 for urls: [] on another call, S3 for an empty delivery to no scene")
    func emptyURLs() {
        let empty = Self.activeA + [TraceRecord(call: .willResignActive, session: "A", scene: "a1", urls: [])]
        #expect(check(empty) == [])
        let gone = [T.launch(), T.config("A"), T.connect("A", "a1"), T.disconnect("A", "a1"),
                    TraceRecord(call: .openURLContexts, session: "A", urls: [])]
        #expect(check(gone) == ["S3@6"])
    }

    @Test("a session field on a call that is not a scene call names no session")
    func sessionFieldIgnored() {
        let records = [T.launch(), T.config("A"), T.connect("A", "a1"), T.disconnect("A", "a1"), T.discard("A"),
                       TraceRecord(call: .didReceiveMemoryWarning, session: "A")]
        #expect(check(records) == [])
    }

    @Test("a t beyond Double's range is ignored, not a malformed line")
    func hugeTime() {
        let text = #"{"call": "application(_:didFinishLaunchingWithOptions:)", "t": 1e999}"# + "\n"
            + #"{"call": "applicationDidReceiveMemoryWarning(_:)", "t": -2e400}"# + "\n"
        let result = TraceReader.readAll(text: text)
        #expect(result.errors.isEmpty)
        #expect(result.lines.map(\.record.t) == [nil, nil])
    }
}
