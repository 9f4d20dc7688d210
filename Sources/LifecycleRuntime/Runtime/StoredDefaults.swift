import CoreFoundation
import Foundation

/// What an app has stored in one user-defaults domain (`UserDefaults.standard` or a suite), read again cheaply
/// when nothing changed.
///
/// Only stored values are read: what `set(_:forKey:)` keeps in the domain and a device keeps across launches.
/// Registered defaults (`register(defaults:)`) are not storage: on a device they live in the process's volatile
/// registration domain and are gone when the process ends. `dictionaryRepresentation()` mixes them in, and
/// swift-corelibs-foundation keeps them for the whole test process, so reading through it made a default an app
/// registers in `didFinishLaunching` a storage write in the first run of a process only.
///
/// A read first asks the domain's `DefaultsWriteProbe` whether anything may have written the domain since the last
/// read, and returns at once if nothing did. Otherwise it copies the domain (`CFPreferencesCopyMultiple`, the call
/// `dictionaryRepresentation()` itself makes) and compares it with the last copy; only when they differ does it
/// render the values whose keys were added or whose values changed. Each value is rendered from
/// `UserDefaults.object(forKey:)`, so it is the value and type the app
/// reads back. Values are compared as CoreFoundation compares them, so a number stored again as an equal number of
/// another type (`true` as `1`, `1` as `1.0`) is no change and keeps its first rendering.
@MainActor
package final class StoredDefaults {
    /// The defaults the app writes through.
    package let defaults: UserDefaults
    /// What the rendered keys start with: `UserDefaults.standard` or `UserDefaults(suiteName: "group.x")`.
    package let prefix: String
    private let suite: String?
    /// Tells whether anything may have written the domain since `seen` was taken.
    private let probe: DefaultsWriteProbe
    /// The probe's token when the domain was last copied into `last` (kept, so its address is not reused).
    private var seen: AnyObject?
    /// The domain as of the last read; `nil` before the first.
    private var last: NSDictionary?
    /// Each stored key's value as of the last read, rendered.
    private var values: [String: String] = [:]
    /// `values` under keys that name the domain, `UserDefaults.standard["key"]`.
    package private(set) var rendered: [String: String] = [:]

    /// Copies of a domain taken, and reads skipped because nothing wrote to the domain since this instance's last
    /// read, in this process (for `lifecycle-bench`).
    package static var copiesTaken = 0
    package static var readsSkipped = 0

    /// The standard defaults.
    package static func standard() -> StoredDefaults {
        StoredDefaults(defaults: .standard, suite: nil, prefix: "UserDefaults.standard")
    }

    /// The suite's defaults, or `nil` when Foundation refuses the name (as it does `UserDefaults(suiteName:)`).
    package static func suite(_ name: String) -> StoredDefaults? {
        guard let defaults = UserDefaults(suiteName: name) else { return nil }
        return StoredDefaults(defaults: defaults, suite: name, prefix: "UserDefaults(suiteName: \"\(name)\")")
    }

    private init(defaults: UserDefaults, suite: String?, prefix: String) {
        self.defaults = defaults
        self.suite = suite
        self.prefix = prefix
        probe = DefaultsWriteProbe(defaults: defaults, suite: suite)
    }

    /// The domain as CoreFoundation names it (the probe's).
    private var domain: CFString { probe.domain }

    /// The last copy of each domain, by `DefaultsWriteProbe.domainKey(suite:)`, with the probe's token taken just
    /// before it: while the probe gives that token, nothing wrote to the domain since, and the copy is current. Shared
    /// by every instance, so a fresh install's runtime does not copy again a domain the last one read.
    private static var copies: [String: (token: AnyObject, copy: NSDictionary)] = [:]

    /// The domain now, as of `token` (the probe's, taken before): the shared copy if it was taken at that token, else
    /// a new copy, which is shared.
    private func contents(at token: AnyObject?, fresh: Bool = false) -> NSDictionary {
        let name = DefaultsWriteProbe.domainKey(suite: suite)
        if !fresh, let token, let shared = Self.copies[name], shared.token === token { return shared.copy }
        Self.copiesTaken += 1
        let copy = copyDomain()
        if let token { Self.copies[name] = (token, copy) }
        return copy
    }

    /// A copy of the domain's stored values (empty for a domain nothing was ever stored in).
    private func copyDomain() -> NSDictionary {
        guard let copy = Self.copyMultiple(nil, domain, kCFPreferencesCurrentUser, kCFPreferencesAnyHost) else {
            return NSDictionary()
        }
        return unsafeBitCast(copy.takeRetainedValue(), to: NSDictionary.self)
    }

    /// `CFPreferencesCopyMultiple`, declared as it behaves. CoreFoundation's header promises a dictionary, but the
    /// call returns NULL for a domain nothing was ever stored in, and an optimized build that calls the header's
    /// declaration and is handed NULL crashes. So the function is looked up once and called through a type whose
    /// result may be absent (and is owned by the caller, as for every CoreFoundation `Copy` function).
    private static let copyMultiple: @convention(c) (CFArray?, CFString, CFString, CFString) -> Unmanaged<CFDictionary>? = {
        #if canImport(Darwin)
        let everyImage = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
        #else
        let everyImage: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
        #endif
        guard let symbol = dlsym(everyImage, "CFPreferencesCopyMultiple") else {
            fatalError("CFPreferencesCopyMultiple is not in the process, though Foundation is: \(dlerror().map { String(cString: $0) } ?? "dlsym gave no reason")")
        }
        return unsafeBitCast(symbol, to: (@convention(c) (CFArray?, CFString, CFString, CFString) -> Unmanaged<CFDictionary>?).self)
    }()

    /// An object that stays the same (`===`) only while nothing writes to the domain; `nil` where the probe is not
    /// trusted (then anything may have been written).
    package func writeMark() -> AnyObject? { probe.token() }

    /// Whether the domain may have changed since the last read: always, before the first read or where the probe is
    /// not trusted.
    package var mayHaveChanged: Bool {
        guard let token = probe.token(), let seen, last != nil else { return true }
        return token !== seen
    }

    /// Reads the domain again; returns whether any stored value was added, changed or removed since the last read.
    ///
    /// Skipped when the probe says nothing wrote to the domain since the last read, unless `force`d: then the domain
    /// is copied afresh. A synchronize of another domain reloads this one from its file without a write here (which
    /// the probe does not see), so a read of several domains forces them all once any one may have changed.
    @discardableResult
    package func read(force: Bool = false) -> Bool {
        let token = probe.token()
        if !force, let token, let seen, token === seen, last != nil {
            Self.readsSkipped += 1
            return false
        }
        let stored = contents(at: token, fresh: force)
        seen = token
        if let last, CFEqual(stored, last) { return false }
        var next: [String: String] = [:]
        // Looked up by the domain's own key objects: a Swift `String` passed as a key is not bridged to one.
        for case let keyObject as AnyObject in stored.allKeys {
            guard let key = keyObject as? String else { continue }
            if let old = values[key], let before = last?.object(forKey: keyObject),
               let after = stored.object(forKey: keyObject), CFEqual(before as AnyObject, after as AnyObject) {
                next[key] = old
            } else if let value = value(forKey: key) {
                next[key] = PropertyListRendering.render(value)
            }
        }
        last = stored
        guard next != values else { return false }
        values = next
        var prefixed: [String: String] = [:]
        for (key, value) in next { prefixed["\(prefix)[\"\(key)\"]"] = value }
        rendered = prefixed
        return true
    }

    /// The stored keys, sorted.
    package func storedKeys() -> [String] {
        contents(at: probe.token()).allKeys.compactMap { $0 as? String }.sorted()
    }

    /// What `object(forKey:)` gives for a stored key: the stored value, unless the process's arguments
    /// (`-key value`) override it there, in which case the stored value as `dictionaryRepresentation()` has it.
    private func value(forKey key: String) -> Any? {
        guard defaults.volatileDomain(forName: UserDefaults.argumentDomain)[key] != nil else {
            return defaults.object(forKey: key)
        }
        let domain = suite.map { defaults.persistentDomain(forName: $0) ?? [:] } ?? defaults.dictionaryRepresentation()
        return domain[key].flatMap(PropertyListRendering.unboxed)
    }

    /// Every stored value, as the app reads it back, by key.
    package func capture() -> [String: Any] {
        var stored: [String: Any] = [:]
        for key in storedKeys() { stored[key] = value(forKey: key) }
        return stored
    }

    /// Removes every stored value (in key order, in one call, as `removeObject(forKey:)` removes one), then stores
    /// `values` (in key order).
    package func replace(with values: [String: Any] = [:]) {
        let keys = storedKeys()
        if !keys.isEmpty {
            let removed = unsafeBitCast(NSArray(array: keys.map { NSString(string: $0) }), to: CFArray.self)
            CFPreferencesSetMultiple(nil, removed, domain, kCFPreferencesCurrentUser, kCFPreferencesAnyHost)
        }
        for key in values.keys.sorted() { defaults.set(values[key], forKey: key) }
    }
}
