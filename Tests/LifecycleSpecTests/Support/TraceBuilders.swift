import LifecycleRules

/// Small builders for hand-written traces in rule tests.
enum T {
    static func willFinish() -> TraceRecord { TraceRecord(call: .willFinishLaunching) }
    static func launch() -> TraceRecord { TraceRecord(call: .didFinishLaunching) }
    static func config(_ s: String, role: String? = nil) -> TraceRecord {
        TraceRecord(call: .configurationForConnecting, session: s, role: role)
    }
    static func connect(_ s: String, _ scene: String, restoration: TraceActivity? = nil, role: String? = nil,
                        urls: [String]? = nil) -> TraceRecord {
        TraceRecord(call: .willConnect, session: s, scene: scene, role: role, restoration: .some(restoration), urls: urls)
    }
    static func call(_ call: TraceCall, _ s: String, _ scene: String? = nil) -> TraceRecord {
        TraceRecord(call: call, session: s, scene: scene)
    }
    static func fg(_ s: String, _ scene: String) -> [TraceRecord] {
        [call(.willEnterForeground, s, scene), call(.didBecomeActive, s, scene)]
    }
    static func bg(_ s: String, _ scene: String, restoration: TraceActivity?) -> [TraceRecord] {
        [call(.willResignActive, s, scene), call(.didEnterBackground, s, scene), restore(s, scene, restoration)]
    }
    static func restore(_ s: String, _ scene: String, _ a: TraceActivity?) -> TraceRecord {
        TraceRecord(call: .stateRestorationActivity, session: s, scene: scene, restoration: .some(a))
    }
    static func disconnect(_ s: String, _ scene: String) -> TraceRecord { call(.didDisconnect, s, scene) }
    static func discard(_ ids: String...) -> TraceRecord { TraceRecord(call: .didDiscardSceneSessions, sessions: ids) }
    static let doc7 = TraceActivity(type: "com.example.edit", id: "doc-7")
    static let doc8 = TraceActivity(type: "com.example.edit", id: "doc-8")

    /// Numbers records from line 2 (line 1 is the header).
    static func lines(_ records: [TraceRecord]) -> [TraceLine] {
        records.enumerated().map { TraceLine(number: $0.offset + 2, record: $0.element) }
    }

    /// The trace-format.md example: cold launch, background, system disconnect, return (phone).
    static var exampleRecords: [TraceRecord] {
        [launch(), config("A", role: "UIWindowSceneSessionRoleApplication"), connect("A", "a1")]
            + fg("A", "a1") + bg("A", "a1", restoration: doc7)
            + [disconnect("A", "a1"), connect("A", "a2", restoration: doc7)] + fg("A", "a2")
    }

    static let phone = TraceHeader(device: .phone, multipleScenes: false)
}

/// The rule IDs and lines of violations, for compact expectations: `["S4@5"]`.
func ids(_ violations: [Finding]) -> [String] { violations.map { "\($0.rule.id)@\($0.place.line ?? 0)" } }

func check(_ records: [TraceRecord], header: TraceHeader = TraceHeader()) -> [String] {
    ids(TraceChecker.check(T.lines(records), header: header))
}
