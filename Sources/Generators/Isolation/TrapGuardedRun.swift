import LifecycleRules

/// A run that stops before a point where a worker saw the app trap, and reports the trap as a failure there.
///
/// It wraps the run of an isolated check in both processes. In the worker it also logs each event before sending
/// it (`TrapLog`), so a new trap leaves its record. In the supervisor, holding every record the workers found, it
/// never runs into a trap: the check then shrinks and reports a trap as it does any failure.
@MainActor
final class TrapGuardedRun: LifecycleRun {
    private let run: any LifecycleRun
    private let records: [TrapRecord]
    /// How many events were sent so far.
    private var sent = 0
    /// Records whose first events are the ones sent so far.
    private var matching: [Int]
    private var trapped = false

    init(_ run: any LifecycleRun, records: [TrapRecord]) {
        self.run = run
        self.records = records
        self.matching = Array(records.indices)
        if TrapLog.isRecording { TrapLog.runStarted() }
    }

    var state: SpecState { run.state }
    var specification: Specification { run.specification }

    func send(_ event: LifecycleEvent) async -> PropertyFailure? {
        let depth = sent
        sent += 1
        // Described only when a record may match or the worker logs it: nothing else reads the text.
        guard !matching.isEmpty || TrapLog.isRecording else { return await run.send(event) }
        let line = TrapRecordText.oneLine(event.description)
        if !matching.isEmpty {
            matching.removeAll { records[$0].events.count <= depth || records[$0].events[depth] != line }
            if let hit = matching.first(where: { records[$0].events.count == depth + 1 && !records[$0].atFinish }) {
                trapped = true
                return records[hit].failure(at: "event \(depth + 1) (\(event))")
            }
        }
        if TrapLog.isRecording { TrapLog.willSend(line) }
        return await run.send(event)
    }

    func finish() async -> PropertyFailure? {
        if let hit = matching.first(where: { records[$0].events.count == sent && records[$0].atFinish }) {
            return records[hit].failure(at: nil)
        }
        if TrapLog.isRecording { TrapLog.willFinish() }
        return await run.finish()
    }

    var timeline: [[SpecCall]] { trapped ? run.timeline + [[]] : run.timeline }
    func recordObservations() { run.recordObservations() }
    var observations: [Observation] { run.observations }
    var storageChanges: [[String]] {
        let changes = run.storageChanges
        return trapped && !changes.isEmpty ? changes + [[]] : changes
    }
    func admits(_ event: LifecycleEvent) -> Bool { run.admits(event) }
    func holdsStoredData(for session: SessionID) -> Bool { run.holdsStoredData(for: session) }
}
