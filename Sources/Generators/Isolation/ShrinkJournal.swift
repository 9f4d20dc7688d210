import Foundation
import LifecycleRules

/// The shrinks an isolated check's worker made, handed back so that the test's process reports a failing check
/// without shrinking it and proving it minimal again.
///
/// For each failing execution the worker shrank, an entry keeps its events and rule, the shrunk events, the
/// shrinker's counts and what the search established. The test's process, running the same check with the same
/// seed, meets the same failing executions: it runs the recorded result once, and takes it only when that run
/// fails the same rule with the same events; any other entry, or none, and it shrinks as usual. Runs are
/// deterministic, so the report is the one a shrink here would make, at the cost of one run instead of the
/// shrink's candidates and the proof's sequences.
@MainActor
package enum ShrinkJournal {
    /// One shrink: what failed, and what shrinking and the search made of it.
    struct Entry: Codable, Equatable {
        /// The failing events, as `LifecycleEvent.description(actionNames:)` prints them.
        var original: [String]
        var rule: String
        var searchingBelow: Int
        /// The result's events, printed the same way, and the sessions each one made (the shrinker's annotation).
        var shrunk: [String]
        var created: [[Int]]
        /// Whether the result is the search's (run as plain events), not the shrinker's.
        var foundBySearch: Bool
        var steps: Int
        var candidates: Int
        var isOneMinimal: Bool
        /// `Shrinker.Minimality`: `proved`, `foundShorter` or `notProved`, with its numbers and reason.
        var minimality: String
        var minimalityNumbers: [Int]
        var minimalityReason: String
    }

    /// Whether this process records its shrinks (a worker serving its check).
    private static var recording = false
    private static var recorded: [Entry] = []
    /// The shrinks a worker handed back, for the check this process runs now.
    private static var known: [Entry] = []

    /// Starts recording this process's shrinks (in a worker, before the check it serves).
    static func startRecording() {
        recording = true
        recorded = []
    }

    /// Writes what was recorded where the supervisor reads it.
    static func write(to path: String) {
        guard let data = try? JSONEncoder().encode(recorded) else { return }
        try? data.write(to: URL(fileURLWithPath: path))
    }

    /// The shrinks a worker wrote at `path`, if any.
    nonisolated static func read(from path: String) -> [Entry] {
        guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else { return [] }
        return (try? JSONDecoder().decode([Entry].self, from: data)) ?? []
    }

    /// Runs `body` with `entries` as the shrinks it may take.
    static func using<T>(_ entries: [Entry], _ body: () async -> T) async -> T {
        known = entries
        defer { known = [] }
        return await body()
    }

    /// Records a shrink the worker made.
    static func note(_ failing: Execution, rule: String, searchingBelow: Int, result: Shrinker.Result, names: [String]) {
        guard recording, result.replayedFailure == nil else { return }
        let (kind, numbers, reason): (String, [Int], String)
        switch result.minimality {
        case .proved(let sequences): (kind, numbers, reason) = ("proved", [sequences], "")
        case .foundShorter(let from, let sequences): (kind, numbers, reason) = ("foundShorter", [from, sequences], "")
        case .notProved(let why): (kind, numbers, reason) = ("notProved", [], why)
        }
        var foundBySearch = false
        if case .foundShorter = result.minimality { foundBySearch = true }
        recorded.append(Entry(
            original: failing.plainEvents.map { $0.description(actionNames: names) }, rule: rule,
            searchingBelow: searchingBelow, shrunk: result.events.map { $0.description(actionNames: names) },
            created: result.execution.events.map { $0.created.map(\.index) }, foundBySearch: foundBySearch,
            steps: result.steps, candidates: result.candidates, isOneMinimal: result.isOneMinimal,
            minimality: kind, minimalityNumbers: numbers, minimalityReason: reason))
    }

    /// The recorded shrink of `failing`, run once here; `nil` when none was recorded or its run differs.
    static func replay(_ failing: Execution, rule: String, searchingBelow: Int, target: PropertyTarget) async -> Shrinker.Result? {
        guard !known.isEmpty else { return nil }
        let names = target.spec.userActionNames
        let original = failing.plainEvents.map { $0.description(actionNames: names) }
        guard let entry = known.first(where: { $0.original == original && $0.rule == rule && $0.searchingBelow == searchingBelow }),
              entry.created.count == entry.shrunk.count, entry.created.allSatisfy({ $0.allSatisfy { $0 >= 0 } }),
              let minimality = minimality(of: entry) else { return nil }
        var events: [LifecycleEvent] = []
        for text in entry.shrunk {
            guard let event = LifecycleEvent(parsing: text, actionNames: names),
                  event.description(actionNames: names) == text else { return nil }
            events.append(event)
        }
        let execution: Execution
        if entry.foundBySearch {
            execution = await Executor.execute(plain: events, on: target)
        } else {
            let annotated = zip(events, entry.created).map { AnnotatedEvent($0, created: $1.map(SessionID.init)) }
            execution = await Executor.execute(annotated, on: target, recordStates: true)
        }
        guard execution.failure?.rule == rule, execution.plainEvents == events else { return nil }
        return Shrinker.Result(execution: execution, originalLength: failing.events.count, steps: entry.steps,
                               candidates: entry.candidates, isOneMinimal: entry.isOneMinimal, minimality: minimality)
    }

    private static func minimality(of entry: Entry) -> Shrinker.Minimality? {
        switch (entry.minimality, entry.minimalityNumbers.count) {
        case ("proved", 1): return .proved(sequences: entry.minimalityNumbers[0])
        case ("foundShorter", 2): return .foundShorter(from: entry.minimalityNumbers[0], sequences: entry.minimalityNumbers[1])
        case ("notProved", 0): return .notProved(reason: entry.minimalityReason)
        default: return nil
        }
    }
}
