import CoreFoundation
import Foundation

/// Whether anything may have written a user-defaults domain since the last look, told without copying the domain,
/// so that the runtime reads what an app stored only when it may have changed.
///
/// Copying a domain (`CFPreferencesCopyMultiple`) asks `getpwuid` for the user on every call, which on Linux opens
/// and reads `/etc/passwd`; reading one value does not. Every write to a domain through `UserDefaults` or
/// CoreFoundation (`set(_:forKey:)`, `removeObject(forKey:)`, `setPersistentDomain(_:forName:)`,
/// `CFPreferencesSetValue`, `CFPreferencesSetMultiple`, `synchronize()`) drops the merged view that
/// `CFPreferencesCopyAppValue` reads values from, and the next read builds it again by copying each domain of the
/// search list. So the probe stores one value of its own, an array under ``key``, in the domain of this app, this user
/// and this host (which `UserDefaults` never writes, and which `dictionaryRepresentation()` and the runtime's reads
/// leave out), and reads it back: the same object means the view was not rebuilt, so nothing was written; a new copy
/// means something may have been.
///
/// The probe is trusted for a domain only after ``verify()`` checked it against the real behaviour in this process:
/// the value reads back as the same object while nothing is written, and as another object after each of
/// `set(_:forKey:)`, `removeObject(forKey:)` and `CFPreferencesSetValue`. Until then, or if any step fails (another
/// Foundation, another caching), ``token()`` gives `nil`, every read copies the domain as without the probe, and
/// ``headerNote`` says why in a check's header.
///
/// What the app can see of it: `object(forKey:)` with the probe's own key gives the probe's array, and a
/// `synchronize()` writes it to the host's preferences file (`ByHost/` in the preferences directory) as it writes
/// the app's own values to theirs.
@MainActor
package final class DefaultsWriteProbe {
    /// What the probe can tell of one domain.
    package enum Status: Equatable, Sendable {
        /// The read agrees with the domain's writes: a read of the domain is skipped when nothing was written.
        case sees
        /// The read cannot be trusted here, for the reason given: every read copies the domain.
        case blind(String)
    }

    /// The key the probe's value is stored under.
    package static let key = "LifecycleConformance.DefaultsWriteProbe"
    /// What ``verify()`` found for each domain checked in this process, by ``domainKey(suite:)``.
    private static var statuses: [String: Status] = [:]

    /// The key a domain's state is kept under in this process: never the same for the standard defaults and a suite,
    /// whatever the suite's name (Foundation on Linux accepts `""`).
    package nonisolated static func domainKey(suite: String?) -> String { suite.map { "suite " + $0 } ?? "standard" }

    private let defaults: UserDefaults
    /// The domain as CoreFoundation names it: the current application, or the suite.
    package let domain: CFString
    private let name: String

    /// The probe of the standard defaults, or of the suite with this name.
    package init(defaults: UserDefaults, suite: String?) {
        self.defaults = defaults
        name = Self.domainKey(suite: suite)
        domain = suite.map { unsafeBitCast(NSString(string: $0), to: CFString.self) } ?? kCFPreferencesCurrentApplication
    }

    /// What ``verify()`` found for this probe's domain; `nil` before it ran.
    package var status: Status? { Self.statuses[name] }

    /// The object that stands for the domain's state now: the same object as an earlier call gave (`===`) only if
    /// nothing wrote to the domain in between. The caller keeps the object it compares with, so that its address is
    /// not reused by a new copy. `nil` when the probe is not trusted for the domain (``verify()``).
    package func token() -> AnyObject? {
        guard case .sees = Self.statuses[name] ?? verify() else { return nil }
        return read()
    }

    /// Records `status` as what the check of the domain found, in place of checking it (for tests of a probe that is
    /// not trusted: every read then copies the domain).
    package static func assume(_ status: Status, suite: String?) { statuses[domainKey(suite: suite)] = status }

    /// Checks the probe against this domain once per process and returns what it found (later calls return that).
    /// Writes and removes one value under the probe's key in the domain the app stores into.
    @discardableResult
    package func verify() -> Status {
        if let known = Self.statuses[name] { return known }
        // Another thread's write during a check (an earlier test's leftover task) can make it fail once: only a
        // probe that fails three checks in a row is not trusted.
        var found = check()
        for _ in 0..<2 where found != .sees { found = check() }
        Self.statuses[name] = found
        return found
    }

    private func check() -> Status {
        #if os(Linux)
        checkAgainstWrites()
        #else
        // Elsewhere the defaults are another process's (cfprefsd) and the probe's value would be stored for good.
        .blind("the probe is checked only on Linux")
        #endif
    }

    private func checkAgainstWrites() -> Status {
        store()
        guard let first = read() else { return .blind("the probe's stored value could not be read back") }
        guard let again = read(), again === first else {
            return .blind("the probe's value read as changed while nothing was written")
        }
        let written = "\(Self.key).check"
        defaults.set("written", forKey: written)
        guard let set = read(), set !== again else { return .blind("a value stored with set(_:forKey:) read as no write") }
        defaults.removeObject(forKey: written)
        guard let removed = read(), removed !== set else {
            return .blind("a value removed with removeObject(forKey:) read as no write")
        }
        let cfKey = unsafeBitCast(NSString(string: written), to: CFString.self)
        CFPreferencesSetValue(cfKey, NSString(string: "written"), domain, kCFPreferencesCurrentUser, kCFPreferencesAnyHost)
        guard let cfSet = read(), cfSet !== removed else {
            return .blind("a value stored with CFPreferencesSetValue read as no write")
        }
        CFPreferencesSetValue(cfKey, nil, domain, kCFPreferencesCurrentUser, kCFPreferencesAnyHost)
        guard let cfRemoved = read(), cfRemoved !== cfSet, let settled = read(), settled === cfRemoved else {
            return .blind("a value removed with CFPreferencesSetValue read as no write")
        }
        return .sees
    }

    /// Stores the probe's value: an array, which every rebuild of the merged view copies into a new object.
    private func store() {
        let value = NSArray(array: [NSNumber(value: 1)])
        CFPreferencesSetValue(Self.cfKey, value, domain, kCFPreferencesCurrentUser, kCFPreferencesCurrentHost)
    }

    /// The probe's value as the app's next read would see it. Stored again if it is gone (a flush of
    /// CoreFoundation's caches drops it), which gives a new object.
    private func read() -> AnyObject? {
        if let value = CFPreferencesCopyAppValue(Self.cfKey, domain) { return value as AnyObject }
        store()
        return CFPreferencesCopyAppValue(Self.cfKey, domain).map { $0 as AnyObject }
    }

    private static let cfKey = unsafeBitCast(NSString(string: key), to: CFString.self)

    /// Checks the probe of the standard defaults and of each suite, once per process each.
    package static func verify(suites: [String]) {
        DefaultsWriteProbe(defaults: .standard, suite: nil).verify()
        for suite in suites {
            if let defaults = UserDefaults(suiteName: suite) { DefaultsWriteProbe(defaults: defaults, suite: suite).verify() }
        }
    }

    /// What a check's header says when reads of the standard defaults or of `suites` cannot be skipped, as far as
    /// their checks found: `nil` when each checked domain is seen.
    package static func headerNote(suites: [String]) -> String? {
        let domains: [String?] = [nil] + suites.sorted()
        return note(for: domains.compactMap { suite in statuses[domainKey(suite: suite)].map { (suite, $0) } })
    }

    /// What a check's header says when the probes of these domains (`nil`: the standard defaults) found this.
    package static func note(for found: [(suite: String?, status: Status)]) -> String? {
        let blind = found.compactMap { suite, status -> String? in
            guard case .blind(let reason) = status else { return nil }
            return suite.map { "suite \($0): \(reason)" } ?? "standard defaults: \(reason)"
        }
        return blind.isEmpty ? nil : "every event reads the stored defaults (\(blind.joined(separator: "; ")))"
    }
}
