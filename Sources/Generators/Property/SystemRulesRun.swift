import LifecycleRules

/// A run of the reference runtime with real delegates, checked against S1–S13 and A1–A13 after every event.
///
/// New trace lines are fed to a streaming `TraceChecker`, and an
/// `AppRulesMonitor` watches the runtime; the first violation is the run's
/// failure. Each event ends with turns of the main run loop
/// (`ReferenceRuntime.send(_:)`). At the end, pending work
/// runs (`ReferenceRuntime.settle()`) and the end-of-run
/// checks follow.
@MainActor
package final class SystemRulesRun: LifecycleRun {
    /// The runtime this run drives.
    package let runtime: ReferenceRuntime
    private var checker: TraceChecker
    private var checkedLines = 0
    private var checkedSteps = 0
    private let monitor: AppRulesMonitor?
    private let systemRules: Set<RuleID>?
    private var reportedAppViolations = 0
    private let checks: [@MainActor (ReferenceRuntime) -> PropertyFailure?]
    private let finalChecks: [@MainActor (ReferenceRuntime) -> PropertyFailure?]
    package private(set) var timeline: [[SpecCall]] = []
    private var recorder: ObservationRecorder?
    /// `holdsStoredData(for:)`'s answers by session index, valid for the storage's `heldGeneration`.
    private var held: [Bool?] = []
    private var heldGeneration = -1

    /// - Parameters:
    ///   - runtime: a fresh runtime.
    ///   - checks: more properties, called after every event (app rules).
    ///   - finalChecks: properties judged at the end of the run.
    package init(
        runtime: ReferenceRuntime,
        appRules: AppRulesMonitor? = nil,
        systemRules: Set<RuleID>? = nil,
        checks: [@MainActor (ReferenceRuntime) -> PropertyFailure?] = [],
        finalChecks: [@MainActor (ReferenceRuntime) -> PropertyFailure?] = []
    ) {
        self.runtime = runtime
        self.checker = TraceChecker(header: runtime.traceHeader)
        self.checks = checks
        self.finalChecks = finalChecks
        self.monitor = appRules
        self.systemRules = systemRules
        appRules?.attach(to: runtime)
        RunMonitor.shared.executionStarted()
    }

    private var appFailure: PropertyFailure? {
        guard let monitor, let finding = monitor.findings.first else { return nil }
        return PropertyFailure(finding)
    }

    package func recordObservations() {
        guard recorder == nil else { return }
        let recorder = ObservationRecorder()
        runtime.observers.append(recorder)
        self.recorder = recorder
    }

    package var observations: [Observation] { recorder?.log ?? [] }
    package private(set) var storageChanges: [[String]] = []

    /// Answered from the app's storage, and kept by session index until the stored values change.
    package func holdsStoredData(for session: SessionID) -> Bool {
        let storage = runtime.appState
        if storage.generation != heldGeneration {
            held.removeAll(keepingCapacity: true)
            heldGeneration = storage.generation
        }
        if session.index < held.count, let known = held[session.index] { return known }
        let holds = storage.holdsKey(ownedBy: session.persistentIdentifier)
        if held.count <= session.index { held.append(contentsOf: repeatElement(nil, count: session.index + 1 - held.count)) }
        held[session.index] = holds
        return holds
    }

    package var state: SpecState { runtime.state }
    package var specification: Specification { runtime.specification }
    package func admits(_ event: LifecycleEvent) -> Bool { runtime.routes(event) }

    package func send(_ event: LifecycleEvent) async -> PropertyFailure? {
        RunMonitor.shared.willSend(event)
        do {
            try await runtime.send(event)
        } catch {
            return PropertyFailure(rule: "runtime", title: "runtime refused an event", message: "\(error)",
                                   expected: "the app does not request or schedule work without end")
        }
        var calls: [SpecCall] = []
        for step in runtime.steps[checkedSteps...] { calls += step.calls }
        checkedSteps = runtime.steps.count
        timeline.append(calls)
        if let recorder { storageChanges.append(recorder.takeStorageChanges()) }
        let lines = runtime.trace
        var violations: [Finding] = []
        while checkedLines < lines.count {
            checker.check(TraceLine(number: checkedLines + 2, record: lines[checkedLines]), into: &violations)
            checkedLines += 1
        }
        if let first = violations.first(where: { systemRules?.contains($0.rule.id) ?? true }) {
            return PropertyFailure(first)
        }
        if let failure = appFailure { return failure }
        for check in checks {
            if let failure = check(runtime) { return failure }
        }
        return nil
    }

    package func finish() async -> PropertyFailure? {
        if let v = checker.finish().first { return PropertyFailure(v) }
        do {
            try await runtime.settle()
        } catch {
            return PropertyFailure(rule: "runtime", title: "runtime refused an event", message: "\(error)",
                                   expected: "the app does not schedule work without end")
        }
        monitor?.runFinished()
        if let failure = appFailure { return failure }
        for check in finalChecks {
            if let failure = check(runtime) { return failure }
        }
        return nil
    }
}
