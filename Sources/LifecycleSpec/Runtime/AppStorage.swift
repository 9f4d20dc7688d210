/// The app's persistent storage, its "disk": string values by key, surviving process death.
///
/// The runtime owns one storage per run and hands it to every process's
/// `Application`. A key belongs to a session when one of its `/`-separated
/// components is the session's persistent identifier (`SceneSession.storageKey(_:)`
/// makes such keys); the app rules A2, A3 and A4 judge writes and deletions by that.
/// Keys are listed sorted, never in hash order.
@MainActor
public final class AppStorage {
    private var values: [String: String] = [:]
    weak var runtime: ReferenceRuntime?

    init() {}

    /// The value stored for `key`, or `nil`.
    public func string(forKey key: String) -> String? { values[key] }

    /// Stores `value` for `key`; `nil` removes the key. Every write is observed.
    public func set(_ value: String?, forKey key: String) {
        let old = values[key]
        values[key] = value
        runtime?.noteStorageWrite(key: key, old: old, new: value)
    }

    /// Removes the value for `key`, if any.
    public func removeValue(forKey key: String) { set(nil, forKey: key) }

    /// Every key, sorted.
    public var keys: [String] { values.keys.sorted() }

    /// The keys owned by the session with this persistent identifier, sorted.
    public func keys(ownedBy persistentIdentifier: String) -> [String] {
        keys.filter { Self.key($0, isOwnedBy: persistentIdentifier) }
    }

    /// Whether `key` has a `/`-separated component equal to `persistentIdentifier`.
    public nonisolated static func key(_ key: String, isOwnedBy persistentIdentifier: String) -> Bool {
        key.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == persistentIdentifier }
    }
}
