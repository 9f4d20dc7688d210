import Foundation
import Generators
import LifecycleRules
import Testing

/// With no payloads and no expectations written, a check sends what the app's Info.plist declares, and the lifecycle
/// is the oracle: a link dropped at cold start is caught, the same app fixed passes.
@MainActor
@Suite("What the Info.plist declares is what a check sends", .serialized, .inOwnProcess)
struct InfoPlistPayloadTests {
    @Test("the Info.plist's URL schemes, activity types and quick actions become the payloads")
    func payloadsFromInfoPlist() throws {
        let app = try LinkNotesApp.app(dropsColdLinks: false)
        #expect(app.payloads.urls == ["notes://item/0", "notes://item/1"])
        #expect(app.payloads.activities.map(\.activityType) == ["com.example.notes.editing", "com.example.notes.editing"])
        #expect(app.payloads.shortcuts.isEmpty)
        #expect(app.payloads.deliveries == [.urls, .activities])
        // A manifest made in code declares nothing, so the generic catalog stays.
        let coded = AppUnderTest(name: "Coded", appDelegate: LinkNotesAppDelegate.self, manifest: .standard())
        #expect(coded.payloads == .standard)
    }

    @Test("a link dropped at connection fails A10 with no expectation written, shrunk and proved", arguments: [UInt64(1), 2, 3])
    func coldStartLinkDropped(seed: UInt64) async throws {
        let report = await LifecycleConformance.check(
            try LinkNotesApp.app(dropsColdLinks: true), options: ConformanceOptions(device: .pad, run: RunOptions(seed: Seed(seed))))
        let c = try #require(report.run.counterexample, "seed \(seed): the dropped link passed\n\(report.text)")
        #expect(c.failure.rule == "A10", "\(report.text)")
        #expect(c.shrunk.minimality.isProved, "\(c.shrunk.minimality)")
        #expect(report.text.contains("connectionOptions."), "the report says where the content is read at connection\n\(report.text)")
        #expect(report.text.contains("NotesListViewController"), "\(report.text)")
        // The runtime saw what the scene delegate did not do: read the option that carried the content.
        #expect(report.text.contains("scene(_:willConnectTo:options:) of a1 never read connectionOptions."), "\(report.text)")
    }

    @Test("the same app reading its links at connection passes", arguments: [UInt64(1), 2, 3])
    func fixedAppPasses(seed: UInt64) async throws {
        let report = await LifecycleConformance.check(
            try LinkNotesApp.app(dropsColdLinks: false), options: ConformanceOptions(device: .pad, run: RunOptions(seed: Seed(seed))))
        #expect(report.passed, "\(report.text)")
    }

    /// Checks a link-notes app both ways on `seed`: fixed it passes; with links dropped at connection it fails A10,
    /// naming the connection option it never read. Returns the failing report's text.
    func coldStartBugFailsA10(_ app: (_ dropsColdLinks: Bool) throws -> AppUnderTest, seed: UInt64) async throws -> String {
        let options = ConformanceOptions(device: .pad, run: RunOptions(seed: Seed(seed)))
        let fixed = await LifecycleConformance.check(try app(false), options: options)
        #expect(fixed.passed, "seed \(seed): a correct app failed\n\(fixed.text)")
        let buggy = await LifecycleConformance.check(try app(true), options: options)
        let c = try #require(buggy.run.counterexample, "seed \(seed): the dropped link passed\n\(buggy.text)")
        #expect(c.failure.rule == "A10", "\(buggy.text)")
        #expect(buggy.text.contains("never read connectionOptions."), "\(buggy.text)")
        return buggy.text
    }

    /// An app that shows every note in one controller class says which note only by the controller's title, so the
    /// lifecycle oracle compares the title too (a user trial's app passed with the cold-start bug when it did not).
    @Test("one controller class for every note: a link dropped at connection fails A10 by the title; read, it passes",
          arguments: [UInt64(1), 2, 3])
    func coldStartLinkDroppedInOneController(seed: UInt64) async throws {
        let text = try await coldStartBugFailsA10(LinkNotesApp.titleApp, seed: seed)
        #expect(text.contains("NotesListViewController(\"Note "), "the report shows the title that differs\n\(text)")
    }

    @Test("a note screen that loads its title from an actor: the correct app passes, the cold-start bug fails A10, neither is nondeterministic",
          arguments: [UInt64(1), 2, 3])
    func asyncTitles(seed: UInt64) async throws {
        let text = try await coldStartBugFailsA10(LinkNotesApp.asyncApp, seed: seed)
        #expect(text.contains("AsyncNoteViewController(\"Note "), "the title the actor gave is on screen\n\(text)")
        #expect(!text.contains("NONDETERMINISTIC"), "\(text)")
    }

    @Test("links that open stored notes: a correct app passes though a link shows the list before the note exists; the cold-start bug still fails A10",
          arguments: [UInt64(1), 2, 3])
    func storedNotes(seed: UInt64) async throws {
        _ = try await coldStartBugFailsA10(LinkNotesApp.storedNotesApp, seed: seed)
    }

    @Test("a universal link dropped at cold start fails A10 naming connectionOptions.userActivities; read, it passes")
    func universalLinks() async throws {
        let links = PayloadCatalog(urls: [], activities: [.universalLink("https://notes.example.com/item/3"),
                                                          .universalLink("https://notes.example.com/item/4")], shortcuts: [])
        #expect(links.activities[0].webpageURL == "https://notes.example.com/item/3")
        #expect(links.activities[0].traceIdentity == "https://notes.example.com/item/3")
        #expect(links.handoffExcludedPayloads(payloadCount: 2, declaredTypes: ["com.example.notes.editing"]).isEmpty,
                "a universal link needs no NSUserActivityTypes entry")
        var dropping = try LinkNotesApp.app(dropsColdLinks: true)
        dropping.payloads = links
        let report = await LifecycleConformance.check(dropping, options: ConformanceOptions(device: .pad, run: RunOptions(seed: Seed(1))))
        let c = try #require(report.run.counterexample, "\(report.text)")
        #expect(c.failure.rule == "A10")
        #expect(c.failure.message.contains("activity NSUserActivityTypeBrowsingWeb/https://notes.example.com/item/"), "\(c.failure.message)")
        #expect(report.text.contains("never read connectionOptions.userActivities"), "\(report.text)")
        var reading = try LinkNotesApp.app(dropsColdLinks: false)
        reading.payloads = links
        let passing = await LifecycleConformance.check(reading, options: ConformanceOptions(device: .pad, run: RunOptions(seed: Seed(1))))
        #expect(passing.passed, "\(passing.text)")
    }

    @Test("Handoff carries only the activity types the Info.plist declares, and none marked connection-only")
    func handoffOfDeclaredTypesOnly() {
        let catalog = PayloadCatalog(
            urls: [], activities: [UserActivity(activityType: "com.example.declared"), UserActivity(activityType: "com.example.other"),
                                   UserActivity(activityType: "com.example.declared", continuesByHandoff: false)],
            shortcuts: [])
        #expect(catalog.handoffExcludedPayloads(payloadCount: 3, declaredTypes: ["com.example.declared"]) == [1, 2])
        #expect(catalog.handoffExcludedPayloads(payloadCount: 3, declaredTypes: []) == [2], "no declared types: only the mark counts")
        var spec = SpecConfiguration(device: .pad, payloadCount: 3)
        spec.handoffExcludedPayloads = [1, 2]
        spec.options.failedHandoffs = true
        let events = Specification(spec).legalEvents(in: SpecState())
        let handoffs = events.compactMap { event -> Int? in
            switch event {
            case .handoff(_, let p), .failedHandoff(_, let p): return p
            default: return nil
            }
        }
        #expect(!handoffs.isEmpty)
        #expect(handoffs.allSatisfy { $0 == 0 }, "\(events)")
        #expect(events.contains(.continueActivity(.newWindow, payload: 1)), "the excluded activities still arrive at connection")
    }
}
