import CoreFoundation
import Foundation
import LifecycleRules
import Testing
import LifecycleTesting

/// `DefaultsWriteProbe`: a read of the stored defaults is skipped only when nothing wrote to them, and only once the
/// probe was checked against real writes in this process; every way an app writes is seen.
@MainActor
@Suite("The stored defaults' probe: reads skipped only when nothing was written, and only once checked", .holdingCheckTurn)
struct DefaultsWriteProbeTests {
    let key = "DefaultsWriteProbeTests.value"

    /// Whether `write` gives a new token: the probe's answer to "may something have written?".
    func seen(by probe: DefaultsWriteProbe, _ write: () -> Void) throws -> Bool {
        let before = try #require(probe.token())
        #expect(probe.token() === before, "nothing was written between two reads")
        write()
        return probe.token() !== before
    }

    #if os(Linux)
    @Test("on Linux the probe of the standard defaults is checked and sees every write, and no read")
    func seesWritesToTheStandardDefaults() throws {
        let probe = DefaultsWriteProbe(defaults: .standard, suite: nil)
        #expect(probe.verify() == .sees)
        let defaults = UserDefaults.standard
        defer { defaults.removeObject(forKey: key) }
        #expect(try seen(by: probe) { defaults.set("a draft", forKey: key) })
        #expect(try seen(by: probe) { defaults.set("a draft", forKey: key) }, "a write of the same value is a write")
        #expect(try seen(by: probe) { defaults.set(["title": "a", "body": "b"], forKey: key) })
        #expect(try seen(by: probe) { defaults.set(Data("{}".utf8), forKey: key) })
        #expect(try seen(by: probe) { defaults.set(nil as Any?, forKey: key) })
        #expect(try seen(by: probe) { defaults.set(3, forKey: key) })
        #expect(try seen(by: probe) { defaults.removeObject(forKey: key) })
        let cfKey = unsafeBitCast(NSString(string: key), to: CFString.self)
        #expect(try seen(by: probe) {
            CFPreferencesSetValue(cfKey, NSString(string: "v"), kCFPreferencesCurrentApplication,
                                  kCFPreferencesCurrentUser, kCFPreferencesAnyHost)
        })
        #expect(try seen(by: probe) {
            let removed = unsafeBitCast(NSArray(array: [NSString(string: key)]), to: CFArray.self)
            CFPreferencesSetMultiple(nil, removed, kCFPreferencesCurrentApplication, kCFPreferencesCurrentUser,
                                     kCFPreferencesAnyHost)
        })
        #expect(try !seen(by: probe) {
            _ = defaults.object(forKey: key)
            _ = defaults.string(forKey: "another")
            _ = defaults.dictionaryRepresentation()
            defaults.register(defaults: ["DefaultsWriteProbeTests.registered": true])
        }, "reads and registered defaults (not storage) are no write")
    }

    @Test("a suite's probe is checked on its own and sees the suite's writes")
    func seesWritesToASuite() throws {
        let name = "group.lifecycle.probe-tests"
        let suite = try #require(UserDefaults(suiteName: name))
        let probe = DefaultsWriteProbe(defaults: suite, suite: name)
        #expect(probe.verify() == .sees)
        defer { suite.removeObject(forKey: key) }
        #expect(try seen(by: probe) { suite.set(1, forKey: key) })
        #expect(try seen(by: probe) { UserDefaults(suiteName: name)!.set(2, forKey: key) }, "through another instance")
        #expect(try seen(by: probe) { suite.removeObject(forKey: key) })
        let suiteDomain = unsafeBitCast(NSString(string: name), to: CFString.self)
        #expect(try seen(by: probe) {
            CFPreferencesSetValue(unsafeBitCast(NSString(string: key), to: CFString.self), NSString(string: "v"),
                                  suiteDomain, kCFPreferencesCurrentUser, kCFPreferencesAnyHost)
        })
        #expect(try !seen(by: probe) { _ = suite.object(forKey: key) })
        #expect(DefaultsWriteProbe.domainKey(suite: "") != DefaultsWriteProbe.domainKey(suite: nil),
                "a suite named \"\" is checked and kept apart from the standard defaults")
    }

    @Test("with suites, a write to one domain copies every domain again: a synchronize reloads the others unseen")
    func oneDomainChangedReadsThemAll() throws {
        let name = "group.lifecycle.probe-tests"
        let state = AppState(userDefaultsSuites: [name])
        let suite = try #require(UserDefaults(suiteName: name))
        defer { suite.removeObject(forKey: key) }
        _ = state.refresh(sessions: [])
        var (taken, skipped) = (StoredDefaults.copiesTaken, StoredDefaults.readsSkipped)
        #expect(state.refresh(sessions: []).isEmpty)
        #expect((StoredDefaults.copiesTaken, StoredDefaults.readsSkipped) == (taken, skipped + 2), "nothing written")
        (taken, skipped) = (StoredDefaults.copiesTaken, StoredDefaults.readsSkipped)
        suite.set("x", forKey: key)
        let changes = state.refresh(sessions: [])
        #expect(changes.map(\.key) == ["UserDefaults(suiteName: \"\(name)\")[\"\(key)\"]"])
        #expect((StoredDefaults.copiesTaken, StoredDefaults.readsSkipped) == (taken + 2, skipped),
                "the standard defaults were copied again too")
        #expect(DefaultsWriteProbe.headerNote(suites: [name]) == nil)
    }

    @Test("a read is skipped only while nothing was written; a write of an equal value is read and is no change")
    func storedDefaultsSkipOnlyUnwrittenReads() {
        let stored = StoredDefaults.standard()
        let defaults = UserDefaults.standard
        defer { defaults.removeObject(forKey: key) }
        stored.read()
        let (taken, skipped) = (StoredDefaults.copiesTaken, StoredDefaults.readsSkipped)
        #expect(!stored.read())
        #expect((StoredDefaults.copiesTaken, StoredDefaults.readsSkipped) == (taken, skipped + 1))
        defaults.set("first", forKey: key)
        #expect(stored.read())
        #expect(stored.rendered["UserDefaults.standard[\"\(key)\"]"] == "first")
        defaults.set("first", forKey: key)
        #expect(!stored.read(), "the same value again changes nothing")
        #expect((StoredDefaults.copiesTaken, StoredDefaults.readsSkipped) == (taken + 2, skipped + 1))
        defaults.removeObject(forKey: key)
        #expect(stored.read())
        #expect(stored.rendered["UserDefaults.standard[\"\(key)\"]"] == nil)
    }

    @Test("the probe's own value is not among what the app stored, nor in dictionaryRepresentation()")
    func probeValueIsNotAppState() async throws {
        #expect(DefaultsWriteProbe(defaults: .standard, suite: nil).verify() == .sees)
        #expect(UserDefaults.standard.dictionaryRepresentation()[DefaultsWriteProbe.key] == nil)
        let stored = StoredDefaults.standard()
        stored.read()
        #expect(!stored.storedKeys().contains(DefaultsWriteProbe.key))
        #expect(!stored.rendered.keys.contains { $0.contains(DefaultsWriteProbe.key) })
        #expect(await FidelityNotes.headerLine(suites: ["group.lifecycle.probe-tests"]) == "")
    }
    #endif

    @Test("where the probe is not trusted, every read copies the domain, and the header says why")
    func untrustedProbeCopiesEveryRead() throws {
        let name = "group.lifecycle.probe-tests.blind"
        DefaultsWriteProbe.assume(.blind("a reason of the test's"), suite: name)
        let suite = try #require(UserDefaults(suiteName: name))
        defer { suite.removeObject(forKey: key) }
        let stored = try #require(StoredDefaults.suite(name))
        #expect(DefaultsWriteProbe(defaults: suite, suite: name).token() == nil)
        stored.read()
        let (taken, skipped) = (StoredDefaults.copiesTaken, StoredDefaults.readsSkipped)
        #expect(!stored.read())
        #expect(!stored.read())
        suite.set("x", forKey: key)
        #expect(stored.read())
        #expect((StoredDefaults.copiesTaken, StoredDefaults.readsSkipped) == (taken + 3, skipped), "each read copied")
        #expect(DefaultsWriteProbe.headerNote(suites: [name])
                == "every event reads the stored defaults (suite \(name): a reason of the test's)")
        #expect(DefaultsWriteProbe.headerNote(suites: []) == nil, "only the check's own domains are named")
    }

    @Test("a probe that is not trusted says so in a check's header, for each domain, with the reason")
    func headerNotes() {
        #expect(DefaultsWriteProbe.note(for: [(nil, .sees), ("group.x", .sees)]) == nil)
        #expect(DefaultsWriteProbe.note(for: [(nil, .blind("why")), ("group.x", .sees), ("group.y", .blind("other"))])
                == "every event reads the stored defaults (standard defaults: why; suite group.y: other)")
    }
}
