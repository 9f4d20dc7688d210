import Foundation
import Testing

/// `lifecycle-check lint FILE...`: near misses as before, and M2 (work left in app-delegate UI-state callbacks).
@MainActor
@Suite("lifecycle-check lint: near misses and work left in app-delegate callbacks (M2)")
struct LintCommandTests {
    static let migration = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/ExampleApps/Migration")

    static func path(_ name: String) -> String { migration.appendingPathComponent(name).path }

    @Test("the journal's correct migration, and the legacy app delegate alone, give no finding: exit 0")
    func holding() async {
        let correct = await tool(["lint", Self.path("JournalAppDelegate.swift"), Self.path("JournalSceneDelegate.swift")])
        #expect(correct.code == 0, "\(correct.out)\(correct.err)")
        #expect(correct.out == "2 files: 0 near misses\n")
        let legacy = await tool(["lint", Self.path("LegacyJournalAppDelegate.swift")])
        #expect(legacy.code == 0, "\(legacy.out)")
        #expect(legacy.out == "1 file: 0 near misses\n")
    }

    @Test("work left in applicationDidEnterBackground of an app with scenes: one M2 warning at its line, exit 1")
    func breaking() async {
        let file = Self.path("Mistakes/SaveLeftInAppDelegate.swift")
        let r = await tool(["lint", file])
        #expect(r.code == 1)
        #expect(r.err.isEmpty)
        #expect(r.out == """
            \(file):14: warning: 'func applicationDidEnterBackground(_ application: UIApplication)' has work in it, but \
            UIKit does not call it in an app that uses scenes: move the work to sceneDidEnterBackground(_:) [M2]
            1 file: 0 near misses, 1 app-delegate callback with work UIKit never runs (M2)

            """)
    }

    @Test("the legacy app delegate linted with a scene delegate: its callbacks and handlers reported after the near misses")
    func inferredAcrossFiles() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lint-cli-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = directory.appendingPathComponent("SceneDelegate.swift").path
        try """
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func sceneDidBecomeActive(_ scene: UIWindowScene) {}
            }
            """.write(toFile: scene, atomically: true, encoding: .utf8)
        let legacy = Self.path("LegacyJournalAppDelegate.swift")
        let r = await tool(["lint", scene, legacy, directory.appendingPathComponent("Missing.swift").path])
        #expect(r.code == 2)
        let lines = r.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 7, "\(r.out)")
        #expect(lines.first?.hasPrefix("\(scene):2: error: 'func sceneDidBecomeActive(_ scene: UIWindowScene)' nearly matches") == true)
        #expect(lines.dropFirst().first?.hasPrefix("\(legacy):27: warning: 'func applicationDidBecomeActive(") == true)
        #expect(lines.dropFirst(2).first?.hasPrefix("\(legacy):31: warning: 'func applicationDidEnterBackground(") == true)
        // The URL handler left in the app delegate: UIKit calls the scene delegate's, and at connection passes the URL in the options.
        #expect(lines.dropFirst(3).first?.hasPrefix("\(legacy):35: warning: 'func application(_ app: UIApplication, open url: URL") == true)
        #expect(lines.dropFirst(3).first?.hasSuffix("move the work to scene(_:openURLContexts:), and for a URL that connects a scene to "
            + "connectionOptions.urlContexts in scene(_:willConnectTo:options:) [M2]") == true, "\(r.out)")
        #expect(lines.last == "3 files: 1 near miss, 5 app-delegate callbacks with work UIKit never runs (M2), 1 unreadable file")
        #expect(r.err.hasPrefix("error: cannot read '"))
    }

    @Test("a subclass's method hidden by the conformance it inherits from a superclass in another file: one error, exit 1")
    func inheritedConformance() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lint-cli-inherited-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let base = directory.appendingPathComponent("BaseSceneDelegate.swift").path
        let editor = directory.appendingPathComponent("EditorSceneDelegate.swift").path
        try "class BaseSceneDelegate: UIResponder, UIWindowSceneDelegate {}\n".write(toFile: base, atomically: true, encoding: .utf8)
        try """
            final class EditorSceneDelegate: BaseSceneDelegate {
                func sceneDidEnterBackground(_ scene: UIScene) { save() }
            }
            """.write(toFile: editor, atomically: true, encoding: .utf8)
        let r = await tool(["lint", editor, base])
        #expect(r.code == 1)
        #expect(r.err.isEmpty)
        #expect(r.out == """
            \(editor):2: error: 'func sceneDidEnterBackground(_ scene: UIScene)' is a UISceneDelegate method UIKit would \
            call, but here the conformance is BaseSceneDelegate's, whose witness is the default, so it is never called; \
            implement it in BaseSceneDelegate (an empty body will do) and mark this one 'override'
            2 files: 0 near misses, 1 method hidden by an inherited conformance

            """)
        await #expect(tool(["lint", editor]).out == "1 file: 0 near misses\n", "alone, the superclass is unknown")
    }
}
