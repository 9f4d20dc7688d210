import ExampleApps
import Foundation
import Generators
import LifecycleRules
import LifecycleTesting
import Testing

/// A recorded trace of the editor, replayed against the editor and against each of its mutants.
@MainActor
@Suite("Replaying a recorded trace against an app", .holdingCheckTurn)
struct TraceReplayTests {
    /// The lifecycle `Examples/traces/recorded/editor-pad.jsonl` was recorded from (see its README).
    static let recordedLifecycle: [LifecycleEvent] = [
        .launch,                                          // A8, A9, A11: launch and a first window
        .openURL(.newWindow, payload: 1),                 // A10: a URL at connect
        .shortcut(.session(SessionID(0)), payload: 0),    // A13: a quick action's completion handler
        .continueActivity(.session(SessionID(0)), payload: 2),
        .background(SessionID(0)),                        // A12: the restoration activity's type
        .background(SessionID(1)),
        .systemDisconnect(SessionID(0)),                  // A2: the draft survives a disconnect
        .systemDisconnect(SessionID(1)),
        .foreground(SessionID(0), .user),                 // A1: each window comes back on its own document
        .openWindow(.user),
        .discard(SessionID(2), .user),                    // A4: no save after the discard
        .discard(SessionID(1), .user),                    // A3: a discard while running
        .background(SessionID(0)),
        .processDeath,
        .discard(SessionID(0), .user),                    // A3: a discard reported at the next launch
        .launch,
    ]

    static let tracePath: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return root.appendingPathComponent("Examples/traces/recorded/editor-pad.jsonl").path
    }()

    /// The editor's trace of the recorded lifecycle, as the reference runtime writes it.
    static func recordedTrace() async throws -> String {
        let app = DocumentEditor.app()
        var spec = LifecycleConformance.target(app, options: ConformanceOptions(device: .pad)).spec
        spec.payloadCount = app.payloads.urls.count
        let runtime = app.makeRuntime(spec)
        try await runtime.run(recordedLifecycle)
        // As a device records them: sessions by persistentIdentifier (UUIDs), scenes by object address.
        let sessions = ["A": "7D1B3C52-0E4A-4F8B-9A61-2C5D8E0F1A23", "B": "B04E9F6A-5C21-4D7E-8B13-6F2A9C4D0E57",
                        "C": "3A8C7E10-9B42-4E65-A1D3-8F0B2C6E4D19", "D": "E25F0B8D-7A13-4C96-B2E8-1D4F6A9C3B70"]
        var scenes: [String: String] = [:]
        let records = runtime.trace.map { record -> TraceRecord in
            var r = record
            r.session = r.session.map { sessions[$0]! }
            r.sessions = r.sessions?.map { sessions[$0]! }
            if let scene = r.scene {
                if scenes[scene] == nil { scenes[scene] = "0x6000017\(String(format: "%02d", scenes.count + 10))c00" }
                r.scene = scenes[scene]
            }
            return r
        }
        return TraceWriter().trace(header: runtime.traceHeader, records: records)
    }

    @Test("the committed trace is the editor's trace of the recorded lifecycle, byte for byte")
    func committedTraceIsReproducible() async throws {
        let committed = try String(contentsOfFile: Self.tracePath, encoding: .utf8)
        #expect(committed == (try await Self.recordedTrace()))
    }

    @Test("the recorded trace maps back to the lifecycle that made it")
    func mapsBack() async throws {
        let app = DocumentEditor.app()
        var spec = LifecycleConformance.target(app, options: ConformanceOptions(device: .pad)).spec
        spec.payloadCount = 4
        let mapping = try await TraceEventMapper(specification: Specification(spec), payloads: app.payloads)
            .map(text: Self.recordedTrace())
        #expect(mapping.events == Self.recordedLifecycle)
        #expect(mapping.notes.isEmpty)
        #expect(mapping.sessionNames.first == "7D1B3C52-0E4A-4F8B-9A61-2C5D8E0F1A23")
        #expect(mapping.sessionNames.count == 4)
    }

    @Test("replayed against the editor, the recorded trace passes every rule")
    func editorPasses() async throws {
        let report = try await LifecycleConformance.replay(tracePath: Self.tracePath, app: DocumentEditor.app(),
                                                     options: TraceReplayOptions(userActions: ["type"]))
        #expect(report.passed, "\(report.text)")
        #expect(report.text.hasPrefix("PASS DocumentEditor (pad, scenes): trace "))
    }

    nonisolated static let editorMutants = MutantCatalog.all.filter { $0.basedOn == "DocumentEditor" }

    @Test("replayed against each editor mutant, the recorded trace breaks the mutant's rule", arguments: editorMutants)
    func mutantCaught(_ mutant: Mutant) async throws {
        let report = try await LifecycleConformance.replay(tracePath: Self.tracePath, app: mutant.app,
                                                     options: TraceReplayOptions(userActions: ["type"]))
        #expect(report.failure?.ruleID == mutant.expectedRule, "\(report.text)")
        #expect(report.failingLine != nil)
        #expect(report.text.contains("Replay: lifecycle-check replay-trace "))
    }

    @Test("without user actions the recorded trace does not show a draft, so only DeletesDraftOnDisconnect passes")
    func typingIsNotInTheTrace() async throws {
        var passing: [Mutant] = []
        for mutant in Self.editorMutants where try await LifecycleConformance.replay(tracePath: Self.tracePath, app: mutant.app).passed {
            passing.append(mutant)
        }
        #expect(passing.map(\.name) == ["DeletesDraftOnDisconnect"])
    }

    static func example(_ path: String) -> String {
        URL(fileURLWithPath: tracePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(path).path
    }

    @Test("every valid example trace maps to events and passes against the editor")
    func validExamplesPass() async throws {
        let folder = Self.example("valid")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".jsonl") }.sorted()
        #expect(names.count >= 10)
        for name in names {
            let report = try await LifecycleConformance.replay(tracePath: folder + "/" + name, app: DocumentEditor.app())
            #expect(report.passed, "\(name): \(report.text)")
        }
    }

    @Test("a trace that breaks a system rule cannot be mapped: the error names the line and the rule")
    func systemRuleViolation() async {
        await #expect(throws: TraceMappingError.self) {
            try await LifecycleConformance.replay(tracePath: Self.example("violations/S4-active-from-background.jsonl"),
                                            app: DocumentEditor.app())
        }
        do {
            _ = try await LifecycleConformance.replay(tracePath: Self.example("violations/S4-active-from-background.jsonl"),
                                                app: DocumentEditor.app())
        } catch {
            #expect(error.line == 5)
            #expect(error.message.hasPrefix("the trace breaks S4 activation ladder (sceneDidBecomeActive(_:) for a1"))
        }
    }

    @Test("a trace no lifecycle of the device produces names the first line it cannot explain, and why")
    func unmappableOnDevice() async {
        do {
            _ = try await LifecycleConformance.replay(tracePath: Self.tracePath, app: DocumentEditor.app(),
                                                options: TraceReplayOptions(device: .phone))
            Issue.record("a second window on a phone was mapped")
        } catch {
            #expect(error.line == 8)
            #expect(error.message == "application(_:configurationForConnecting:options:) for session "
                + "'B04E9F6A-5C21-4D7E-8B13-6F2A9C4D0E57', but no event of the specification produces it here: "
                + "no new window can be made now (state: running; A fgActive)")
        }
    }

    @Test("a trace of another reading maps under it, named in the report; unknown payloads become payload 0 with a note")
    func otherReading() async throws {
        let report = try await LifecycleConformance.replay(
            tracePath: Self.example("valid/no-header-discard-from-foreground.jsonl"), app: DocumentEditor.app())
        #expect(report.passed, "\(report.text)")
        #expect(report.reading == "foregroundDiscard disconnectDirectly")
        #expect(report.mapping.notes.map(\.line) == [7, 12])
        #expect(report.mapping.notes.first?.text
            == "the activity 'com.example.view/item=1' is not among the app's payloads; the replay delivers payload 0")
    }

    @Test("a relaunch after a crash in the foreground cannot be mapped, and the error says why")
    func foregroundCrash() async {
        let trace = """
            {"trace": 1, "mode": "scenes", "device": "phone", "multipleScenes": false}
            {"call": "application(_:didFinishLaunchingWithOptions:)"}
            {"call": "application(_:configurationForConnecting:options:)", "session": "S"}
            {"call": "scene(_:willConnectTo:options:)", "session": "S", "restoration": null}
            {"call": "sceneWillEnterForeground(_:)", "session": "S"}
            {"call": "sceneDidBecomeActive(_:)", "session": "S"}
            {"call": "application(_:didFinishLaunchingWithOptions:)"}
            """
        do {
            _ = try await LifecycleConformance.replay(traceText: trace, app: DocumentEditor.app())
            Issue.record("a relaunch after a foreground crash was mapped")
        } catch {
            #expect(error.line == 7)
            #expect(error.message.contains("a crash in the foreground is no event of it"), "\(error)")
        }
    }

    @Test("an empty trace is an error, not a pass of nothing")
    func emptyTrace() async {
        do {
            _ = try await LifecycleConformance.replay(traceText: "{\"trace\": 1}\n", app: DocumentEditor.app())
            Issue.record("an empty trace was replayed")
        } catch {
            #expect(error == TraceMappingError(line: 0, message: "the trace has no calls to replay"))
        }
    }

    @Test("a search that runs out of budget says so, at the furthest line it reached")
    func budget() async throws {
        let app = DocumentEditor.app()
        var spec = LifecycleConformance.target(app, options: ConformanceOptions(device: .phone)).spec
        spec.payloadCount = 4
        var mapper = TraceEventMapper(specification: Specification(spec), payloads: app.payloads)
        mapper.searchBudget = 0
        let contents = TraceReader.readAll(text: try await Self.recordedTrace())
        do {
            _ = try mapper.map(contents.lines, header: contents.header)
            Issue.record("a second window on a phone was mapped")
        } catch {
            #expect(error.line == 8)
            #expect(error.message.hasPrefix("no sequence of events explains the trace within 0 dead ends"))
        }
    }

    @Test("an unknown user action is an error on line 0 listing the app's actions")
    func unknownUserAction() async {
        do {
            _ = try await LifecycleConformance.replay(tracePath: Self.tracePath, app: DocumentEditor.app(),
                                                options: TraceReplayOptions(userActions: ["typo"]))
            Issue.record("an unknown user action was accepted")
        } catch {
            #expect(error == TraceMappingError(
                line: 0, message: "DocumentEditor has no user action 'typo'; its user actions: type, openNextDocument"))
        }
    }

    @Test("the same trace and app give the same report, byte for byte")
    func deterministic() async throws {
        let mutant = try #require(MutantCatalog.named("RestoresGlobalLastDocument"))
        let first = try await LifecycleConformance.replay(tracePath: Self.tracePath, app: mutant.app).text
        let second = try await LifecycleConformance.replay(tracePath: Self.tracePath, app: mutant.app).text
        #expect(first == second)
        #expect(first.contains("event 9 fails (trace line 22); not shrunk"), "\(first)")
    }

    @Test("the Swift Testing entry point replays a trace: no issue for the editor, the rule as an issue for a mutant")
    func swiftTestingEntryPoint() async throws {
        let report = await expectLifecycleConformance(DocumentEditor.app(), replaying: Self.tracePath)
        #expect(report?.passed == true)
        #expect(report?.replayCommand.hasPrefix("swift test --filter 'ConformanceTests.") == true)
        let mutant = try #require(MutantCatalog.named("UndeclaredRestorationType"))
        await withKnownIssue {
            let failing = await expectLifecycleConformance(mutant.app, replaying: Self.tracePath)
            #expect(failing?.failure?.rule == "A12")
        }
    }

    @Test("a pad trace with more windows than the generator's bound maps: the replay allows as many as the trace names")
    func manyWindows() async throws {
        var trace = "{\"trace\": 1, \"mode\": \"scenes\", \"device\": \"pad\", \"multipleScenes\": true}\n"
            + "{\"call\": \"application(_:didFinishLaunchingWithOptions:)\"}\n"
        for n in 1...5 {
            trace += "{\"call\": \"application(_:configurationForConnecting:options:)\", \"session\": \"W\(n)\"}\n"
                + "{\"call\": \"scene(_:willConnectTo:options:)\", \"session\": \"W\(n)\", \"restoration\": null}\n"
                + "{\"call\": \"sceneWillEnterForeground(_:)\", \"session\": \"W\(n)\"}\n"
                + "{\"call\": \"sceneDidBecomeActive(_:)\", \"session\": \"W\(n)\"}\n"
        }
        let report = try await LifecycleConformance.replay(traceText: trace, app: DocumentEditor.app())
        #expect(report.passed, "\(report.text)")
        #expect(report.spec.maxLiveSessions == 5)
        #expect(report.events == [.launch] + Array(repeating: .openWindow(.user), count: 4))
    }
}
