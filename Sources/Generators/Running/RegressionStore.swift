import Foundation
import LifecycleSpec

/// A file of failing sequences: each run replays the ones for its target first, and adds new failures.
///
/// One line per failure, tab-separated: target name, seed, and the events as
/// `launch; background A; …`. Written atomically (a temporary file renamed
/// over the old one), kept sorted and without duplicates, so it diffs well in git.
public struct RegressionStore: Sendable {
    public struct Entry: Hashable, Sendable {
        public var target: String
        public var seed: Seed
        public var events: [LifecycleEvent]

        public init(target: String, seed: Seed, events: [LifecycleEvent]) {
            self.target = target
            self.seed = seed
            self.events = events
        }

        var line: String { "\(target)\t\(seed)\t\(events.map(\.description).joined(separator: "; "))" }
    }

    public let path: String

    public init(path: String) { self.path = path }

    /// The entries in the file, skipping lines that do not parse; an absent file has none.
    public func entries() -> [Entry] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3, let seed = Seed(parsing: fields[1]) else { return nil }
            var events: [LifecycleEvent] = []
            for part in fields[2].split(separator: ";") {
                guard let e = LifecycleEvent(parsing: part.trimmingCharacters(in: .whitespaces)) else { return nil }
                events.append(e)
            }
            return Entry(target: fields[0], seed: seed, events: events)
        }
    }

    /// Adds an entry (if new) and rewrites the file atomically.
    public func add(_ entry: Entry) throws {
        var all = entries()
        guard !all.contains(entry) else { return }
        all.append(entry)
        let text = all.map(\.line).sorted().joined(separator: "\n") + "\n"
        let url = URL(fileURLWithPath: path)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}
