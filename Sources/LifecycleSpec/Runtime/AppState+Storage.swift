import Foundation

extension AppState {
    /// What an app has stored in the places a process shares (the standard user defaults, the declared
    /// suites and the files in its container directories), taken out so another app can use them, and put
    /// back later.
    ///
    /// Two runtimes in one process share `UserDefaults.standard`. The migration check drives an app in
    /// both lifecycles in lockstep, so it saves one app's storage and restores the other's between their
    /// turns: each app sees only what it stored itself, as on two devices.
    @MainActor
    public struct Storage {
        fileprivate var standard: [String: Any]
        fileprivate var suites: [String: [String: Any]]
        /// Each container directory's files (recursively, marker left out) by relative path; `nil` for a
        /// fresh install, whose directories are empty.
        fileprivate var files: [String: [String: Data]]?

        /// Nothing stored: a fresh install.
        public static var empty: Storage { Storage(standard: [:], suites: [:], files: nil) }
    }

    /// What is stored now, for `restore(_:)`.
    public func save() -> Storage {
        var storage = Storage(standard: UserDefaults.standard.dictionaryRepresentation(), suites: [:], files: nil)
        for suite in suites {
            storage.suites[suite] = UserDefaults(suiteName: suite)?.persistentDomain(forName: suite) ?? [:]
        }
        if let containers, containerError == nil {
            var files: [String: [String: Data]] = [:]
            for url in containers.urls { files[url.path] = Self.files(under: url) }
            storage.files = files
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
        if let containers, containerError == nil, (try? containers.install()) != nil {
            for url in containers.urls {
                for (relative, data) in (storage.files?[url.path] ?? [:]).sorted(by: { $0.key < $1.key }) {
                    let file = url.appendingPathComponent(relative)
                    try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(),
                                                             withIntermediateDirectories: true)
                    try? data.write(to: file)
                }
            }
        }
    }

    /// The regular files under `directory`, by path relative to it, the marker left out.
    private static func files(under directory: URL) -> [String: Data] {
        var out: [String: Data] = [:]
        let base = directory.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: base) else { return out }
        while let relative = walker.nextObject() as? String {
            guard relative != ContainerDirectories.markerName else { continue }
            let path = base + "/" + relative
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  let data = FileManager.default.contents(atPath: path) else { continue }
            out[relative] = data
        }
        return out
    }

    private static func replace(_ defaults: UserDefaults, with values: [String: Any]) {
        for key in defaults.dictionaryRepresentation().keys.sorted() where values[key] == nil {
            defaults.removeObject(forKey: key)
        }
        for key in values.keys.sorted() { defaults.set(values[key], forKey: key) }
    }
}
