import Foundation
@testable import LifecycleRules
import LifecycleUIKit
import Testing
import LifecycleTesting

// What the inherited-conformance finding of DelegateSignatureLint claims, shown on the reference runtime: a subclass
// scene delegate's sceneDidEnterBackground(_:) without `override` (its superclass conforms and does not implement it)
// is never called; with the superclass implementing it and the subclass overriding it, it is. This file plants the
// broken shape on purpose: it is the one finding the repository's own files give (InheritedConformanceLintTests).

/// What the delegates of one runtime saw.
@MainActor
final class InheritanceLog {
    var lines: [String] = []
}

/// Conforms, and implements only willConnect: its witness for sceneDidEnterBackground(_:) is the default.
@MainActor
class PlantedBaseSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var log = InheritanceLog()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        log.lines.append("willConnect")
    }
}

/// The broken shape: UIKit's exact signature, no `override` (there is nothing to override), never called here.
@MainActor
final class PlantedEditorSceneDelegate: PlantedBaseSceneDelegate {
    func sceneDidEnterBackground(_ scene: UIScene) { log.lines.append("editor didEnterBackground") }
}

/// The fix: the superclass implements it with an empty body ...
@MainActor
class FixedBaseSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var log = InheritanceLog()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        log.lines.append("willConnect")
    }

    func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// ... and the subclass overrides it.
@MainActor
final class FixedEditorSceneDelegate: FixedBaseSceneDelegate {
    override func sceneDidEnterBackground(_ scene: UIScene) { log.lines.append("editor didEnterBackground") }
}

@MainActor
@Suite("A subclass's delegate method hidden by an inherited conformance is never called; overriding one is", .holdingCheckTurn)
struct InheritedConformanceRuntimeTests {
    /// What the scene delegate logged over a launch and a move to the background, one phone scene.
    static func lines(_ makeDelegate: @escaping @MainActor (InheritanceLog) -> any UISceneDelegate) async throws -> [String] {
        let log = InheritanceLog()
        let runtime = ReferenceRuntime(
            configuration: RuntimeConfiguration(
                spec: SpecConfiguration(device: .phone), manifest: .standard(supportsMultipleScenes: false)),
            appDelegate: { PlantedAppDelegate() },
            sceneDelegate: { _, _ in makeDelegate(log) })
        _ = try await runtime.send(.launch)
        _ = try await runtime.send(.background(SessionID(0)))
        #expect(runtime.scene(of: SessionID(0))?.activationState == .background)
        return log.lines
    }

    @Test("without override the subclass's sceneDidEnterBackground is not called; with the fix it is")
    func runtimeCalls() async throws {
        let broken = try await Self.lines { log in
            let delegate = PlantedEditorSceneDelegate()
            delegate.log = log
            return delegate
        }
        #expect(broken == ["willConnect"])
        let fixed = try await Self.lines { log in
            let delegate = FixedEditorSceneDelegate()
            delegate.log = log
            return delegate
        }
        #expect(fixed == ["willConnect", "editor didEnterBackground"])
    }

    @Test("the lint reports the broken subclass's method in this file, and not the fixed one")
    func lintAgrees() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let planted = try #require(lines.firstIndex { $0.contains("func sceneDidEnterBackground") && !$0.contains("override")
                && $0.contains("log.lines") }) + 1
        let found = DelegateSignatureLint.findings(inSource: source, fileName: "Planted.swift")
        #expect(found.map(\.description) == [
            "Planted.swift:\(planted): error: 'func sceneDidEnterBackground(_ scene: UIScene)' is a UISceneDelegate method "
                + "UIKit would call, but here the conformance is PlantedBaseSceneDelegate's, whose witness is the default, "
                + "so it is never called; implement it in PlantedBaseSceneDelegate (an empty body will do) and mark this "
                + "one 'override'",
        ])
    }
}

/// An app delegate that implements nothing.
@MainActor
final class PlantedAppDelegate: UIResponder, UIApplicationDelegate {}
