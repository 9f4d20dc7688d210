import Foundation
import Generators
import LifecycleRules
import Testing

/// A run that held every rule but never reached the app's handlers fails its health checks, names what it sent,
/// and passes when the check is suppressed.
@MainActor
@Suite("Health checks: a pass must have reached the app", .serialized, .inOwnProcess)
struct HealthCheckTests {
    func app(_ delegate: LinkNotesSceneDelegate.Type) throws -> AppUnderTest {
        AppUnderTest(name: "LinkNotes", appDelegate: LinkNotesAppDelegate.self, sceneDelegates: [delegate],
                     manifest: try SceneManifest.load(plistData: LinkNotesApp.infoPlist(delegateClassName: String(describing: delegate))))
    }

    @Test("links the handler cannot parse fail ignoredDeliveries, in the text, the JSON and the test failure")
    func ignoredLinksFail() async throws {
        let report = await LifecycleConformance.check(
            try app(OtherShapeLinkSceneDelegate.self), options: ConformanceOptions(device: .pad, run: RunOptions(seed: Seed(1))))
        #expect(report.run.passed, "every rule holds: \(report.text)")
        #expect(!report.passed)
        #expect(report.health.map(\.check) == [.ignoredDeliveries], "\(report.health)")
        #expect(report.health.first?.message.contains("URLs (notes://item/") == true, "\(report.health)")
        #expect(report.text.hasPrefix("HEALTH CHECK FAILED: the check did not reach all of LinkNotes's code"), "\(report.text)")
        #expect(report.text.contains("suppressedHealthChecks: [.ignoredDeliveries]"))
        #expect(report.text.contains("\nNo rule broken, but not a pass: LinkNotes (pad, scenes): 300 cases, ")
                    && !report.text.contains("PASS"), "a failed health check never prints PASS\n\(report.text)")
        #expect(report.json.contains("\"passed\":false"))
        #expect(report.json.contains("\"health\":[{\"check\":\"ignoredDeliveries\""))
        let failure = try #require(LifecycleConformanceFailure(report))
        #expect(failure.description.hasPrefix("HEALTH CHECK FAILED [ignoredDeliveries]: "))
    }

    @Test("suppressed, the same run passes; a handler that parses the links passes unsuppressed")
    func suppressedOrReached() async throws {
        var options = ConformanceOptions(device: .pad, run: RunOptions(seed: Seed(1)))
        options.suppressedHealthChecks = [.ignoredDeliveries]
        let suppressed = await LifecycleConformance.check(try app(OtherShapeLinkSceneDelegate.self), options: options)
        #expect(suppressed.passed, "\(suppressed.text)")
        #expect(suppressed.health.isEmpty)
        let reached = await LifecycleConformance.check(
            try app(LinkNotesSceneDelegate.self), options: ConformanceOptions(device: .pad, run: RunOptions(seed: Seed(1))))
        #expect(reached.passed, "\(reached.text)")
    }

    @Test("a link opened in a new window reached the app: no health problem")
    func newWindowReaches() async throws {
        let report = await LifecycleConformance.check(
            try app(NewWindowLinkSceneDelegate.self), options: ConformanceOptions(device: .pad, run: RunOptions(seed: Seed(1))))
        #expect(report.health.isEmpty, "\(report.text)")
    }

    @Test("a run too short to send what the app declares fails undeliveredPayloads")
    func undelivered() async throws {
        let run = RunOptions(cases: 2, seed: Seed(3), generator: GeneratorConfiguration(maxEvents: 1))
        let report = await LifecycleConformance.check(try app(LinkNotesSceneDelegate.self), options: ConformanceOptions(device: .pad, run: run))
        #expect(report.run.passed)
        #expect(report.health.map(\.check).contains(.undeliveredPayloads), "\(report.text)")
        #expect(report.text.contains("[undeliveredPayloads] the app can be sent "), "\(report.text)")
    }

    @Test("the generic catalog and the legacy lifecycle are not judged")
    func notJudged() async {
        let generic = AppUnderTest(name: "Generic", appDelegate: LinkNotesAppDelegate.self,
                                   sceneDelegates: [LinkNotesSceneDelegate.self],
                                   manifest: .standard(delegateClassName: "LinkNotesSceneDelegate"))
        #expect(generic.payloads == .standard)
        let report = await LifecycleConformance.check(generic, options: ConformanceOptions(device: .pad, run: RunOptions(cases: 50, seed: Seed(1)),
                                                                                            skip: ["A1"]))
        #expect(report.health.isEmpty, "\(report.text)")
    }
}
