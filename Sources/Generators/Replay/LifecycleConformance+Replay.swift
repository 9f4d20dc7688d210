import LifecycleRules

extension LifecycleConformance {
    /// Replays a recorded trace against an app: maps the trace to the events that produced it
    /// (``TraceEventMapper``) and runs the app's delegates through them under the reference runtime,
    /// with every chosen rule checked after each event, as a generated case is.
    ///
    /// The trace's header gives the device (unless `options.device` is set) and the mode. The
    /// failure, if any, is reported as found: the mapped events up to the failing one, not shrunk,
    /// so the report is the lifecycle seen in the field (its regression snippet can be shrunk by
    /// `lifecycle-check run`). Deterministic: the same trace and app give the same report.
    ///
    /// - Parameters:
    ///   - text: the trace, JSON Lines of trace format 1.
    ///   - name: what reports call the trace (a file name).
    /// - Throws: ``TraceMappingError`` for an invalid line, a trace no lifecycle of the specification
    ///   produces (the line and why), or an unknown user action name (line 0).
    public static func replay(traceText text: String, named name: String = "<trace>", app: AppUnderTest,
                              options: TraceReplayOptions = TraceReplayOptions()) async throws(TraceMappingError) -> TraceReplayReport {
                                  try await CheckTurns.exclusively { () async throws(TraceMappingError) -> TraceReplayReport in
            try await replay(TraceReader.readAll(text: text), named: name, app: app, options: options)
                                  }
    }

    /// Replays the trace in the file at `path`; see ``replay(traceText:named:app:options:)``.
    ///
    /// - Parameter name: what reports call the trace; `nil`: the path.
    /// - Throws: ``TraceMappingError`` on line 0 when the file cannot be read, else as for a text.
    public static func replay(tracePath path: String, named name: String? = nil, app: AppUnderTest,
                              options: TraceReplayOptions = TraceReplayOptions()) async throws(TraceMappingError) -> TraceReplayReport {
                                  try await CheckTurns.exclusively { () async throws(TraceMappingError) -> TraceReplayReport in
            let contents: TraceReader.Contents
            do throws(TraceError) {
                contents = try TraceReader.readAll(path: path)
            } catch {
                throw TraceMappingError(line: error.line, message: error.message)
            }
            return try await replay(contents, named: name ?? path, app: app, options: options)
                                  }
    }

    static func replay(_ contents: TraceReader.Contents, named name: String, app: AppUnderTest,
                       options: TraceReplayOptions) async throws(TraceMappingError) -> TraceReplayReport {
        if let error = contents.errors.first {
            throw TraceMappingError(line: error.line, message: "not a valid trace: \(error.message)")
        }
        var actions: [Int] = []
        for actionName in options.userActions {
            guard let index = app.userActions.firstIndex(where: { $0.name == actionName }) else {
                let known = app.userActions.map(\.name)
                throw TraceMappingError(line: 0, message: "\(app.name) has no user action \(EscapedText.quoted(actionName)); "
                    + (known.isEmpty ? "it has none" : "its user actions: \(known.joined(separator: ", "))"))
            }
            actions.append(index)
        }
        let header = contents.header
        let payloads = app.payloads
        let payloadCount = max(1, payloads.urls.count, payloads.activities.count, payloads.shortcuts.count)
        // The generator's bound on windows is not the device's: allow as many as the trace names.
        var sessionNames = Set(header.existingSessions)
        for line in contents.lines {
            if let name = line.record.session { sessionNames.insert(name) }
        }
        let maxLiveSessions = max(SpecConfiguration().maxLiveSessions, sessionNames.count)
        let readings: [(options: SpecOptions, name: String?)] =
            [(options.specOptions, nil)] + options.alternativeReadings.map { ($0.options, $0.name) }
        var firstError: TraceMappingError?
        for reading in readings {
            let conformance = ConformanceOptions(
                device: options.device ?? header.device, mode: header.mode == .legacy ? .legacy : .scenes,
                specOptions: reading.options, only: options.only, skip: options.skip)
            let target = target(app, options: conformance, payloadCount: payloadCount, maxLiveSessions: maxLiveSessions)
            let mapping: TraceEventMapping
            do {
                mapping = try TraceEventMapper(specification: Specification(target.spec), payloads: payloads)
                    .map(contents.lines, header: header)
            } catch {
                // The reading that explains the most of the trace says best where it stops.
                if firstError.map({ error.line > $0.line }) ?? true { firstError = error }
                continue
            }
            return await run(mapping, reading: reading.name, actions: actions, target: target, traceName: name,
                       app: app, options: options)
        }
        throw firstError!
    }

    private static func run(_ mapping: TraceEventMapping, reading: String?, actions: [Int], target: PropertyTarget,
                            traceName: String, app: AppUnderTest, options: TraceReplayOptions) async -> TraceReplayReport {
        // The user's actions, after each event that makes a scene active.
        let specification = Specification(target.spec)
        var state = specification.initialState()
        var events: [LifecycleEvent] = []
        var lines: [Int] = []
        for (event, line) in zip(mapping.events, mapping.lines) {
            let calls = specification.step(event, &state)
            events.append(event)
            lines.append(line)
            for call in calls {
                guard case .didBecomeActive(let s, _) = call else { continue }
                for action in actions where specification.isLegal(.userAction(s, action: action), in: state) {
                    _ = specification.step(.userAction(s, action: action), &state)
                    events.append(.userAction(s, action: action))
                    lines.append(line)
                }
            }
        }
        let command = options.replayCommand ?? "lifecycle-check replay-trace \(ShellQuoting.word(traceName)) --app \(app.name)"
        RunMonitor.shared.begin(context: "Replay: \(command)\n", deadline: options.deadline)
        defer { RunMonitor.shared.end() }
        let execution = await Executor.execute(plain: events, on: target, recordObservations: true)
        var flakiness: Flakiness?
        if execution.failure != nil {
            flakiness = await PropertyRunner.checkFlakiness(execution, target: target, replays: options.replays)
        }
        return TraceReplayReport(appName: app.name, traceName: traceName, spec: target.spec, mapping: mapping,
                                 reading: reading, events: events, eventLines: lines, execution: execution,
                                 flakiness: flakiness, replayCommand: command)
    }
}

