import ExampleApps
import Generators
import LifecycleRules
import Testing

@MainActor
@Suite("The bundled apps pass every rule", .inOwnProcess)
struct BundledAppTests {
    struct Profile: Sendable, CustomStringConvertible {
        let device: DeviceProfile
        let mode: LifecycleMode
        var description: String { "\(device), \(mode)" }
    }

    nonisolated static let editorProfiles = [
        Profile(device: .phone, mode: .scenes), Profile(device: .pad, mode: .scenes),
        Profile(device: .phone, mode: .backDeployed(iOS: 12)), Profile(device: .pad, mode: .backDeployed(iOS: 13)),
    ]
    nonisolated static let chatProfiles = [Profile(device: .phone, mode: .scenes), Profile(device: .pad, mode: .scenes)]

    func options(_ p: Profile) -> ConformanceOptions {
        ConformanceOptions(device: p.device, mode: p.mode, run: RunOptions(cases: 300, seed: Seed(0xED17)))
    }

    @Test("the document editor passes A1–A13 and S1–S13", arguments: editorProfiles)
    func editorPasses(_ p: Profile) async {
        let report = await LifecycleConformance.check(DocumentEditor.app(), options: options(p))
        #expect(report.passed, "\(report.text)")
        #expect(report.run.casesRun == 300)
    }

    @Test("the document editor passes with failed Handoffs in the alphabet, and the generator reaches them")
    func editorPassesWithFailedHandoffs() async {
        var options = options(Profile(device: .pad, mode: .scenes))
        options.specOptions.failedHandoffs = true
        let report = await LifecycleConformance.check(DocumentEditor.app(), options: options)
        #expect(report.passed, "\(report.text)")
        #expect((report.run.kindCounts[.failedHandoff] ?? 0) > 0, "\(report.run.kindCounts)")
    }

    @Test("the chat app passes A1–A13 and S1–S13", arguments: chatProfiles)
    func chatPasses(_ p: Profile) async {
        let report = await LifecycleConformance.check(ChatApp.app(), options: options(p))
        #expect(report.passed, "\(report.text)")
    }

    @Test("the editor's Info.plist is read by the manifest parser")
    func editorManifest() {
        let manifest = DocumentEditor.manifest
        #expect(manifest.supportsMultipleScenes)
        #expect(manifest.configurations(for: .windowApplication).map(\.name) == ["Default Configuration"])
        #expect(manifest.userActivityTypes == [DocumentEditor.activityType])
    }

    @Test("every legal lifecycle of up to 3 events passes for the chat app on a pad")
    func chatExhaustive() async {
        var o = options(Profile(device: .pad, mode: .scenes))
        o.exhaustiveDepth = 3
        o.run.cases = 1
        let report = await LifecycleConformance.check(ChatApp.app(), options: o)
        #expect(report.passed, "\(report.text)")
        #expect(report.exploration?.complete == true)
        #expect((report.exploration?.sequences ?? 0) > 100)
    }
}
