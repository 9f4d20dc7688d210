import ExampleApps
import Foundation
import Generators
import LifecycleRules
import Testing

/// User actions are named in reports and regression files, so reordering an app's actions cannot
/// silently change what an old regression replays.
@MainActor
@Suite("User actions by name")
struct UserActionNameTests {
    @Test("a report's timeline and regression snippet name the user action")
    func reportNamesActions() async throws {
        let mutant = try #require(MutantCatalog.named("DeletesDraftOnDisconnect"))
        let report = await LifecycleConformance.check(mutant.app, options: ConformanceOptions(
            device: mutant.device, run: RunOptions(seed: Seed(0x2545F4914F6CDD1D))))
        let c = try #require(report.run.counterexample)
        #expect(c.events.contains { if case .userAction = $0 { true } else { false } })
        #expect(report.text.contains("  userAction A \"type\"\n"), "\(report.text)")
        #expect(report.text.contains(".userAction(SessionID(0), named: \"type\", in: app.userActions)"))
        #expect(!report.text.contains("#0\n         A  userAction"))
        #expect(report.json.contains("\"userAction A \\\"type\\\"\""))
    }

    @Test("the named form parses back only with the app's names; an unknown name is not an event")
    func parsing() {
        let names = ["open", "type"]
        let event = LifecycleEvent.userAction(SessionID(1), action: 1)
        #expect(event.description(actionNames: names) == "userAction B \"type\"")
        #expect(LifecycleEvent(parsing: "userAction B \"type\"", actionNames: names) == event)
        #expect(LifecycleEvent(parsing: "userAction B \"type\"", actionNames: ["type", "open"])
            == .userAction(SessionID(1), action: 0))
        #expect(LifecycleEvent(parsing: "userAction B \"paste\"", actionNames: names) == nil)
        #expect(LifecycleEvent(parsing: "userAction B #1", actionNames: names) == event)
        // Names that cannot print unambiguously stay numbered.
        #expect(event.description(actionNames: ["a", "say \"hi\""]) == "userAction B #1")
        #expect(event.description(actionNames: ["x", "x"]) == "userAction B #1")
        let actions = names.map { UserAction($0) { _ in } }
        #expect(LifecycleEvent.userAction(SessionID(1), named: "type", in: actions) == event)
    }

    @Test("a regression line names its actions and replays the same action after the app reorders them")
    func regressionFileByName() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("named-actions-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let events: [LifecycleEvent] = [.launch, .userAction(SessionID(0), action: 1)]
        let store = RegressionStore(path: path)
        try store.add(.init(target: "Notes", seed: Seed(1), events: events, actionNames: ["open", "type"]))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == "Notes\t0x0000000000000001\tlaunch; userAction A \"type\"\n")
        // The app now lists "type" first: the old line still means "type".
        let reordered = store.entries(actionNames: ["type", "open"])
        #expect(reordered.map(\.events) == [[.launch, .userAction(SessionID(0), action: 0)]])
        // Adding the same entry again leaves the file as it was.
        #expect(try store.add(.init(target: "Notes", seed: Seed(1), events: events, actionNames: ["open", "type"])) == false)
    }
}
