import Foundation
import LifecycleUIKit

/// The app's persistent state as the runtime sees it: where apps keep things, read at the end of every event
/// and around each disconnect and discard.
///
/// Four places, each under a key that names it:
/// - `UserDefaults.standard["key"]`: the values stored in the standard user defaults (not the registered
///   defaults, which a device keeps only while the process lives; see `StoredDefaults`);
/// - `UserDefaults(suiteName: "group.x")["key"]`: the values stored in each suite the app under test declares;
/// - `UISceneSession(<persistentIdentifier>).userInfo["key"]`: each open session's `userInfo`;
/// - `file:<relative path>`: each regular file in the app's container directories
///   (`AppUnderTest.containerDirectories`; see `ContainerDirectories` for the keys and values).
///
/// A key belongs to a session when the session's `persistentIdentifier`
/// appears anywhere in it (identifiers are unique UUID-shaped strings, so a
/// substring match is safe), so a file whose path names the session is the
/// session's; rules A2, A3 and A4 judge writes and deletions by that. A fresh
/// install (a new runtime) starts with empty defaults and empty container
/// directories; both survive simulated process deaths, as on a device. Values
/// are rendered deterministically (dictionaries by sorted key, files by
/// content), never in hash order. Without container directories no file is
/// read and the file system is not touched.
@MainActor
public final class AppState {
    private var values: [String: String] = [:]
    /// How many times a read found the stored values changed: equal numbers, equal values.
    public private(set) var generation = 0
    private let standard = StoredDefaults.standard()
    private let suites: [StoredDefaults]
    private let containers: ContainerDirectories?

    /// Why the container directories could not be installed, if they could not; they are then neither emptied nor
    /// read. The test entry points check the directories before the first case and stop with this error instead.
    public let containerError: ContainerDirectoryError?

    /// Starts a fresh install: removes every value stored in the standard defaults and the suites (registered
    /// defaults are not stored values, see `StoredDefaults`); empties the container directories
    /// (`ContainerDirectories.install()`), or, if one may not be taken, leaves them all untouched and unread and
    /// keeps the reason in `containerError`.
    package init(userDefaultsSuites: [String], containerDirectories: [URL] = []) {
        suites = userDefaultsSuites.compactMap(StoredDefaults.suite)
        if let other = Self.owner { other.parked = other.capture() }
        for domain in [standard] + suites { domain.replace() }
        if containerDirectories.isEmpty {
            (containers, containerError) = (nil, nil)
        } else {
            let directories = ContainerDirectories(containerDirectories)
            do throws(ContainerDirectoryError) {
                try directories.install()
                (containers, containerError) = (directories, nil)
            } catch {
                (containers, containerError) = (nil, error)
            }
        }
        Self.owner = self
    }

    // MARK: - One app's defaults in the process at a time

    /// The app state whose values the process's user defaults hold now.
    private static weak var owner: AppState?
    /// This app's stored values while another runtime's app has the process's user defaults.
    private var parked: StoredValues?

    /// What an app keeps in the process's user defaults: the standard ones and its suites, by key.
    package struct StoredValues {
        package var standard: [String: Any] = [:]
        package var suites: [[String: Any]] = []
    }

    /// Makes the process's user defaults this app's again, if another runtime's app had them meanwhile.
    ///
    /// Two runtimes in one process share `UserDefaults.standard`. While a check lets the main queue turn
    /// (`ReferenceRuntime.send(_:)`), other main-actor code runs, a test that makes its own
    /// runtime included, and that runtime's fresh install empties the defaults. So each app state keeps what it
    /// had when another one took the defaults over (`parked`), and puts it back when its runtime runs again.
    /// Costs a comparison when nothing changed hands.
    package func claim() {
        guard Self.owner !== self else { return }
        if let other = Self.owner { other.parked = other.capture() }
        restore(parked ?? StoredValues())
        parked = nil
        Self.owner = self
    }

    /// What this app keeps in the process's user defaults now.
    package func capture() -> StoredValues {
        StoredValues(standard: standard.capture(), suites: suites.map { $0.capture() })
    }

    /// Marks of the standard defaults and the suites (`StoredDefaults.writeMark()`): give them to
    /// `unwritten(since:)` to learn whether anything wrote to them in between.
    package func writeMarks() -> [AnyObject?] { ([standard] + suites).map { $0.writeMark() } }

    /// Whether nothing wrote to the defaults since `marks` were taken (`false` where a probe is not trusted).
    package func unwritten(since marks: [AnyObject?]) -> Bool {
        let now = writeMarks()
        return now.count == marks.count && zip(now, marks).allSatisfy { now, then in
            guard let now, let then else { return false }
            return now === then
        }
    }

    /// Puts `stored` back as the whole of what this app keeps in the process's user defaults.
    package func restore(_ stored: StoredValues) {
        standard.replace(with: stored.standard)
        for (index, suite) in suites.enumerated() {
            suite.replace(with: index < stored.suites.count ? stored.suites[index] : [:])
        }
    }

    /// The value stored under `key`, rendered, or `nil`.
    public func value(forKey key: String) -> String? { values[key] }

    /// Every key, sorted.
    public var keys: [String] { values.keys.sorted() }

    /// The keys owned by the session with this persistent identifier, sorted.
    public func keys(ownedBy persistentIdentifier: String) -> [String] {
        keys.filter { Self.key($0, isOwnedBy: persistentIdentifier) }
    }

    /// Whether any stored key is owned by the session with this persistent identifier (as of the last read,
    /// at the end of the last event). Unlike `keys(ownedBy:)` it neither sorts nor builds an array.
    public func holdsKey(ownedBy persistentIdentifier: String) -> Bool {
        values.keys.contains { Self.key($0, isOwnedBy: persistentIdentifier) }
    }

    /// Whether `key` contains `persistentIdentifier` (an empty identifier is in no key).
    ///
    /// Compared as UTF-8 bytes: for valid UTF-8 a byte match is a match of whole characters, the same answer as
    /// Foundation's `contains(_:)`, which on Linux goes through `NSString` and was 5% of an end-to-end run.
    public nonisolated static func key(_ key: String, isOwnedBy persistentIdentifier: String) -> Bool {
        var key = key
        var identifier = persistentIdentifier
        return key.withUTF8 { haystack in
            identifier.withUTF8 { needle in
                guard let first = needle.first, needle.count <= haystack.count else { return false }
                var i = 0
                let last = haystack.count - needle.count
                while i <= last {
                    if haystack[i] == first,
                       memcmp(haystack.baseAddress! + i, needle.baseAddress!, needle.count) == 0 { return true }
                    i += 1
                }
                return false
            }
        }
    }

    /// Reads the state again and returns what changed since the last read, sorted by key.
    package func refresh(sessions: [UISceneSession]) -> [(key: String, old: String?, new: String?)] {
        readDefaults()
        var now = standard.rendered
        for suite in suites { now.merge(suite.rendered) { $1 } }
        for session in sessions {
            guard let info = session.userInfo else { continue }
            now.merge(Self.render(info, prefix: "UISceneSession(\(session.persistentIdentifier)).userInfo")) { $1 }
        }
        if let containers { now.merge(containers.read()) { $1 } }
        guard now != values else { return [] }
        var changes: [(key: String, old: String?, new: String?)] = []
        for key in Set(now.keys).union(values.keys).sorted() where now[key] != values[key] {
            changes.append((key, values[key], now[key]))
        }
        values = now
        generation += 1
        return changes
    }

    /// What the app keeps outside its sessions now, rendered by key: its defaults, suites and container files, read
    /// afresh. Reading it changes nothing this state reports (`refresh(sessions:)` still sees every change).
    package func appWideValues() -> [String: String] {
        readDefaults()
        var now = standard.rendered
        for suite in suites { now.merge(suite.rendered) { $1 } }
        if let containers { now.merge(containers.read()) { $1 } }
        return now
    }

    /// Reads the standard defaults and the suites. A synchronize of one domain reloads the others from their files
    /// unseen by their probes (`StoredDefaults.read(force:)`), so once any may have changed, all are copied again.
    private func readDefaults() {
        let force = !suites.isEmpty && ([standard] + suites).contains { $0.mayHaveChanged }
        standard.read(force: force)
        for suite in suites { suite.read(force: force) }
    }

    private static func render(_ dictionary: [String: Any], prefix: String) -> [String: String] {
        var out: [String: String] = [:]
        for (key, value) in dictionary { out["\(prefix)[\"\(key)\"]"] = PropertyListRendering.render(value) }
        return out
    }
}

/// An `Optional` seen as `Any`, so its value can be taken out.
private protocol OptionalValue {
    var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrappedValue: Any? { self.map { $0 as Any } }
}

/// Renders property-list values the same way in every process: dictionaries by sorted key, `Data` by what it holds
/// (`StoredDataRendering`: JSON and property lists by value, other bytes in full up to 64, else by hash).
package enum PropertyListRendering {
    /// A value of `dictionaryRepresentation()`, out of the `Optional` swift-corelibs-foundation boxes it in.
    package static func unboxed(_ value: Any) -> Any? {
        if let optional = value as? any OptionalValue { return optional.wrappedValue.flatMap(unboxed) }
        return value
    }

    package static func render(_ value: Any) -> String {
        switch value {
        // swift-corelibs-foundation's `dictionaryRepresentation()` boxes its values in `Optional`.
        case let optional as any OptionalValue: return optional.wrappedValue.map(render) ?? "nil"
        case let string as String: return string
        case let dictionary as [String: Any]:
            return "{" + dictionary.keys.sorted().map { "\($0)=\(render(dictionary[$0]!))" }.joined(separator: ", ") + "}"
        case let dictionary as [AnyHashable: Any]:
            let pairs = dictionary.map { ("\($0.key.base)", render($0.value)) }.sorted { $0 < $1 }
            return "{" + pairs.map { "\($0.0)=\($0.1)" }.joined(separator: ", ") + "}"
        case let array as [Any]: return "[" + array.map(render).joined(separator: ", ") + "]"
        case let data as Data: return StoredDataRendering.render(data) ?? StoredDataRendering.bytesText(data)
        default: return "\(value)"
        }
    }
}
