import Foundation
import Generators
import LifecycleRules
import Testing

/// A failing check of an app that names its source files lists what the M2 lint finds in them.
@MainActor
@Suite("A failure names the app-delegate work UIKit never runs", .serialized)
struct RelatedFindingsTests {
    /// Writes `source` to a file of the temporary directory named for this process and `name`; each test removes it.
    static func file(_ name: String, _ source: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("related-findings-\(getpid())-\(name)").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func check(sourceFiles: [String], forgetsNote: Bool = true) async -> ConformanceReport {
        var app = NotesApp.app(forgetsNote: forgetsNote)
        app.sourceFiles = sourceFiles
        return await LifecycleConformance.check(app, options: ConformanceOptions(device: .pad, run: RunOptions(seed: Seed(1))))
    }

    @Test("work left in applicationWillResignActive is named under the failure, with its line and where it belongs")
    func workLeftIsNamed() async throws {
        let path = try Self.file("LeftoverAppDelegate.swift", """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func applicationWillResignActive(_ application: UIApplication) {
                    NoteStore.shared.save()
                }
            }
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {}
            """)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let report = await check(sourceFiles: [path])
        #expect(!report.passed)
        #expect(report.relatedFindings.count == 1, "\(report.relatedFindings)")
        #expect(report.text.contains("Related: the app's files have work UIKit never runs in an app with scenes"))
        #expect(report.text.contains("\(path):2: warning: 'func applicationWillResignActive(_ application: UIApplication)' "
            + "has work in it, but UIKit does not call it in an app that uses scenes: move the work to "
            + "sceneWillResignActive(_:) [M2]"), "\(report.text)")
    }

    @Test("no line when the files hold no such work, when the check passes, or when no file is named")
    func noLine() async throws {
        let clean = try Self.file("CleanAppDelegate.swift", """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func applicationWillResignActive(_ application: UIApplication) {}
            }
            """)
        defer { try? FileManager.default.removeItem(atPath: clean) }
        let failing = await check(sourceFiles: [clean])
        #expect(!failing.passed)
        #expect(failing.relatedFindings.isEmpty)
        #expect(!failing.text.contains("Related:"))
        let passing = await check(sourceFiles: [clean], forgetsNote: false)
        #expect(passing.passed, "\(passing.text)")
        #expect(passing.relatedFindings.isEmpty)
        #expect(await check(sourceFiles: []).relatedFindings.isEmpty)
    }

    @Test("a file that cannot be read is said under the failure, naming its path")
    func unreadableFile() async {
        let report = await check(sourceFiles: ["/nonexistent/AppDelegate.swift"])
        #expect(!report.passed)
        #expect(report.relatedFindings == ["cannot read '/nonexistent/AppDelegate.swift': no such file"], "\(report.relatedFindings)")
    }
}
