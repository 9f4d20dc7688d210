import ExampleApps
import Foundation
import Generators
import LifecycleRules

/// `--only floor`: what every event of a faithful run costs however fast the rest of the runtime becomes, and what
/// that floor allows the speed targets BENCHMARKS.md states.
///
/// Two costs come with every event and keep the check faithful. The first is a turn of the main run loop, so an
/// app's `Task` and main-queue work run before the next event, as on a device. The second is a read of what the app
/// stored, so the rules see a write made from any file of the app. The proofs' sizes are counted by running their
/// search over the specification alone (`SpecOnlyRun`, no app): the sequences and events a proof of minimality
/// replays through the app.
@MainActor
enum Floor {
    /// The lifecycle `--only replay` and `--only floor` replay through a fresh editor on a pad: open a window, type,
    /// background it, open a second window, the system disconnects the first, background the second.
    static let editorLifecycle: [LifecycleEvent] = [
        .openURL(.newWindow, payload: 0), .userAction(SessionID(0), action: 0), .background(SessionID(0)),
        .openURL(.newWindow, payload: 1), .systemDisconnect(SessionID(0)), .background(SessionID(1)),
    ]

    static func report(repeats: Int) async {
        var turns = Measurement(samples: [])
        for _ in 0..<repeats {
            let start = Clock.now()
            for _ in 0..<20_000 { await Task.yield() }
            turns.samples.append((Clock.now() - start) / 20_000)
        }
        let stored = StoredDefaults.standard()
        func reads() -> Measurement {
            stored.read()
            var m = Measurement(samples: [])
            for _ in 0..<repeats {
                var changed = false
                let t = Clock.time { for _ in 0..<20_000 { changed = stored.read() || changed } }
                precondition(!changed, "the defaults changed while nothing wrote to them")
                m.samples.append(t / 20_000)
            }
            return m
        }
        let keys = (0..<6).map { "draft-\(SessionID($0).persistentIdentifier)" }
        for key in keys { UserDefaults.standard.removeObject(forKey: key) }
        let emptyRead = reads()
        for key in keys { UserDefaults.standard.set("a draft of a few words", forKey: key) }
        let sixRead = reads()
        // A write makes the next read copy the domain: the app's write and that read, the six drafts stored.
        var writeRead = Measurement(samples: [])
        for _ in 0..<repeats {
            var changed = 0
            let t = Clock.time {
                for i in 0..<20_000 {
                    UserDefaults.standard.set("a draft of a few words, \(i % 2)", forKey: keys[0])
                    if stored.read() { changed += 1 }
                }
            }
            precondition(changed == 20_000, "a write was not read")
            writeRead.samples.append(t / 20_000)
        }
        for key in keys { UserDefaults.standard.removeObject(forKey: key) }

        // Today's cost of an event in a proof: the slope of one replay through a fresh editor, 0 against 6 events.
        let target = LifecycleConformance.target(DocumentEditor.app(), options: ConformanceOptions(device: .pad))
        let lifecycle = editorLifecycle
        var slope = Measurement(samples: [])
        for _ in 0..<repeats {
            let start = Clock.now()
            for _ in 0..<500 { _ = await Executor.execute(plain: [], on: target) }
            let middle = Clock.now()
            for _ in 0..<500 { _ = await Executor.execute(plain: lifecycle, on: target) }
            let none = middle - start, six = Clock.now() - middle
            slope.samples.append((six - none) / 500 / Double(lifecycle.count))
        }

        let floor = turns.median + emptyRead.median
        func us(_ x: Double) -> String { String(format: "%.1f µs", x * 1e6) }
        print("## The floor: what every event of a faithful run costs\n")
        print("| cost | median of \(repeats) | min | max |")
        print("| --- | --- | --- | --- |")
        print("| one turn of the main run loop (`await Task.yield()` on the main actor, 20,000 turns) | \(us(turns.median)) | \(us(turns.min)) | \(us(turns.max)) |")
        print("| one read of the stored defaults, nothing written, empty domain (`StoredDefaults.read()`: the probe's read only) | \(us(emptyRead.median)) | \(us(emptyRead.min)) | \(us(emptyRead.max)) |")
        print("| the same, six stored drafts | \(us(sixRead.median)) | \(us(sixRead.min)) | \(us(sixRead.max)) |")
        print("| a write of one draft (`set(_:forKey:)`) and the read after it, which copies the domain, six stored drafts | \(us(writeRead.median)) | \(us(writeRead.min)) | \(us(writeRead.max)) |")
        print("| one event of a replay through the editor today (slope of 0 against 6 events, 500 replays) | \(us(slope.median)) | \(us(slope.min)) | \(us(slope.max)) |")
        print("")
        print("- floor: a turn and an empty read, \(us(floor)) an event, so at most \(Format.si(1 / floor)) events/s "
              + "end to end however fast the rest becomes (target: 1 M events/s)\n")

        print("| proof that a failure of n events is shortest (pad, no symmetry) | sequences run | events replayed | at the floor, one core | at today's cost, one core | target |")
        print("| --- | --- | --- | --- | --- | --- |")
        let every = SpecOnlyRun.target("every lifecycle", target.spec) { _, _ in nil }
        let targets = [3: "median shrink under 20 ms", 4: "median shrink under 20 ms", 5: "–", 6: "under 1 s"]
        for n in 2...6 {
            let search = await Explorer.shortestFailure(of: every, rule: nil, maxLength: n - 1, eventBudget: .max)
            precondition(search.complete && search.found == nil)
            let events = Double(search.events)
            print("| \(n) | \(search.sequences) | \(search.events) | \(seconds(events * floor)) | \(seconds(events * slope.median)) | \(targets[n] ?? "–") |")
        }
        print("")
    }

    private static func seconds(_ s: Double) -> String {
        s < 1 ? String(format: "%.1f ms", s * 1000) : s < 120 ? String(format: "%.1f s", s) : String(format: "%.0f min", s / 60)
    }
}
