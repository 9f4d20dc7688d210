import ExampleApps
import Foundation
import Generators
import LifecycleSpec
import LifecycleTesting
import Testing

/// A check run in a child process with Swift Testing's exit tests, as `PluggingInARealApp.md` shows for an app that
/// may trap: the trap or exit ends the child only, with its note on the child's standard error (case, event, seed,
/// replay line), and the tests after it still run; a rule broken in the child is reported in the parent as in-process.
@Suite("A check isolated in an exit test")
struct IsolatedCheckTests {
    @Test("an app that traps fails its exit test with the trap note, and the process goes on")
    func trapIsolated() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let app = try #require(FaultyApps.named("TrapsInDisconnect"))
            _ = await LifecycleConformance.check(app, options: ConformanceOptions(device: .pad, run: RunOptions(seed: Seed(1))))
        }
        let note = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(note.contains("error: the app trapped (signal "), "\(note.suffix(800))")
        #expect(note.contains(" in case ") && note.contains(", at event "), "\(note.suffix(800))")
        #expect(note.contains("Seed 0x0000000000000001, generator v\(EventGenerator.version)\nReplay: "), "\(note.suffix(800))")
    }

    @Test("an app that calls exit(0) in a callback fails its exit test with status 1")
    func exitIsolated() async throws {
        let result = await #expect(processExitsWith: .exitCode(1), observing: [\.standardErrorContent]) {
            let app = try #require(FaultyApps.named("ExitsInDisconnect"))
            _ = await LifecycleConformance.check(app, options: ConformanceOptions(device: .pad, run: RunOptions(seed: Seed(1))))
        }
        let note = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(note.contains("error: the app called exit() in case "), "\(note.suffix(800))")
    }

    @Test("a correct app passes in the child, and the exit test passes")
    func passIsolated() async {
        await #expect(processExitsWith: .success) {
            await expectLifecycleConformance(DocumentEditor.app(), options: ConformanceOptions(run: RunOptions(cases: 50, seed: Seed(1))))
        }
    }
}
