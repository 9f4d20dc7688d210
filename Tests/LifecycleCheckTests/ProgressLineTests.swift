import Generators
import LifecycleCheckCLI
import Testing

/// Progress goes to a terminal only, redrawn in place, cleared before the report; never into output.
@Suite("Progress on a terminal")
struct ProgressLineTests {
    final class Screen: @unchecked Sendable { var text = "" }
    /// A clock the test moves, so the throttle does not depend on how fast the machine runs the test.
    final class Clock: @unchecked Sendable { var nanoseconds: UInt64 = 1_000_000_000 }

    @Test("a phase is drawn on one line, throttled, and .idle clears it")
    func drawsAndClears() {
        let screen = Screen()
        let clock = Clock()
        let line = ProgressLine(write: { screen.text += $0 }, now: { clock.nanoseconds })
        line.show(.generating(case: 1, of: 300))
        clock.nanoseconds += 99_999_999
        line.show(.generating(case: 2, of: 300))  // within the throttle: not drawn
        #expect(screen.text == "\r\u{1B}[Kcase 1 of 300")
        clock.nanoseconds += 1
        line.show(.generating(case: 3, of: 300))  // 100 ms after the last drawing: drawn
        #expect(screen.text == "\r\u{1B}[Kcase 1 of 300\r\u{1B}[Kcase 3 of 300")
        line.show(.idle)
        #expect(screen.text.hasSuffix("\r\u{1B}[K"))
        let cleared = screen.text
        line.show(.idle)  // nothing shown: nothing to clear
        #expect(screen.text == cleared)
    }

    @Test("the phases read as a person would say them")
    func phaseWords() {
        #expect("\(RunPhase.shrinking(candidate: 12, length: 5))" == "shrinking (candidate 12, shortest so far 5 events)")
        #expect("\(RunPhase.exploring(sequences: 257, length: 4))" == "exhaustive search (257 sequences, up to 4 events)")
        #expect("\(RunPhase.checkingDeterminism(replay: 2))" == "replay 2 of the shrunk failure")
    }

    @Test("the tool reports its phases to the progress callback, and none of it reaches the output")
    @MainActor func toolReportsPhases() async {
        final class Phases: @unchecked Sendable { var seen: [RunPhase] = [] }
        let phases = Phases()
        let quiet = await tool(["run", "--app", "KeepsDataOnDiscard", "--seed", "0x77"])
        var out = ""
        var err = ""
        final class Box: @unchecked Sendable { var out = ""; var err = "" }
        let box = Box()
        let code = await LifecycleCheckTool.run(
            ["run", "--app", "KeepsDataOnDiscard", "--seed", "0x77"], environment: [:],
            out: { box.out += $0 }, err: { box.err += $0 }, progress: { phases.seen.append($0) })
        out = box.out
        err = box.err
        #expect(code == .violation)
        #expect(out == quiet.out && err == quiet.err)
        #expect(phases.seen.contains(.generating(case: 1, of: 300)))
        #expect(phases.seen.contains { if case .shrinking = $0 { true } else { false } })
        #expect(phases.seen.contains { if case .checkingDeterminism = $0 { true } else { false } })
        #expect(phases.seen.last == .idle)
    }
}

/// A replay is fixed by its command line: the profile of the replaying shell does not change it.
@MainActor
@Suite("replay ignores LIFECYCLE_PROFILE")
struct ReplayProfileTests {
    @Test("a replay line printed without a profile replays the same bytes in a shell that sets one")
    func replayIgnoresProfile() async throws {
        let first = await tool(["run", "--app", "KeepsDataOnDiscard", "--seed", "0x77"])
        let line = try #require(first.out.split(separator: "\n").last { $0.hasPrefix("Replay: ") })
        let args = Array(line.dropFirst("Replay: swift run lifecycle-check ".count).split(separator: " ").map(String.init))
        let again = await tool(args, environment: ["LIFECYCLE_PROFILE": "deep"])
        #expect(again.out == first.out)
    }
}
