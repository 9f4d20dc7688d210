import Foundation

extension AppState {
    /// What an app has stored in the places a process shares (the standard user defaults and the declared
    /// suites), taken out so another app can use them, and put back later.
    ///
    /// Two runtimes in one process share `UserDefaults.standard`. The migration check drives an app in
    /// both lifecycles in lockstep, so it saves one app's storage and restores the other's between their
    /// turns: each app sees only what it stored itself, as on two devices.
    @MainActor
    public struct Storage {
        fileprivate var standard: [String: Any]
        fileprivate var suites: [String: [String: Any]]

        /// Nothing stored: a fresh install.
        public static var empty: Storage { Storage(standard: [:], suites: [:]) }
    }

    /// What is stored now, for `restore(_:)`.
    public func save() -> Storage {
        var storage = Storage(standard: UserDefaults.standard.dictionaryRepresentation(), suites: [:])
        for suite in suites {
            storage.suites[suite] = UserDefaults(suiteName: suite)?.persistentDomain(forName: suite) ?? [:]
        }
        return storage
    }

    /// Replaces what is stored with `storage`. What the runtime read last (`value(forKey:)`) is unchanged:
    /// the next read sees the restored state.
    public func restore(_ storage: Storage) {
        Self.replace(UserDefaults.standard, with: storage.standard)
        for suite in suites {
            guard let defaults = UserDefaults(suiteName: suite) else { continue }
            Self.replace(defaults, with: storage.suites[suite] ?? [:])
        }
    }

    private static func replace(_ defaults: UserDefaults, with values: [String: Any]) {
        for key in defaults.dictionaryRepresentation().keys.sorted() where values[key] == nil {
            defaults.removeObject(forKey: key)
        }
        for key in values.keys.sorted() { defaults.set(values[key], forKey: key) }
    }
}
