import Foundation
import LifecycleRules
import LifecycleTesting
import Testing

/// `expectDelegateSignaturesMatchUIKit(files:)`: one issue listing every near miss, none for UIKit's signatures.
@Suite("expectDelegateSignaturesMatchUIKit reports near misses in a team's delegate files")
struct DelegateSignatureHelperTests {
    /// Writes `files` (name → source) to a fresh temporary directory and returns their paths, in `names` order.
    static func write(_ files: [(name: String, source: String)]) throws -> (directory: URL, paths: [String]) {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("delegate-lint-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var paths: [String] = []
        for file in files {
            let url = directory.appendingPathComponent(file.name)
            try file.source.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        return (directory, paths)
    }

    @Test("UIKit's exact signatures record no issue and return no finding")
    func clean() throws {
        let (directory, paths) = try Self.write([("SceneDelegate.swift", """
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
                func sceneDidBecomeActive(_ scene: UIScene) {}
            }
            """)])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(expectDelegateSignaturesMatchUIKit(files: paths) == [])
    }

    @Test("near misses in two files are recorded as one issue that lists each, file:line first")
    func nearMisses() throws {
        let (directory, paths) = try Self.write([
            ("AppDelegate.swift", """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: [UISceneSession]) {}
                }
                """),
            ("SceneDelegate.swift", """
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {

                    func sceneDidBecomeActive(_ scene: UIWindowScene) {}
                }
                """),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        var findings: [DelegateSignatureFinding] = []
        withKnownIssue("the two near misses must be reported") {
            findings = expectDelegateSignaturesMatchUIKit(files: paths)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.hasPrefix("2 delegate methods nearly match a UIKit method and will never be called:\n")
                && text.contains("\n\(paths[0]):2: error: 'func application(_ application: UIApplication, didDiscardSceneSessions")
                && text.contains("\n\(paths[1]):3: error: 'func sceneDidBecomeActive(_ scene: UIWindowScene)' nearly matches "
                                 + "UISceneDelegate's 'func sceneDidBecomeActive(_ scene: UIScene)' but parameter 1 (_:) is "
                                 + "UIWindowScene, UIKit's is UIScene; it is never called")
        }
        #expect(findings.map(\.line) == [2, 3])
    }

    @Test("an unreadable file is recorded as an issue naming its path and why")
    func unreadable() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-delegate-\(getpid()).swift").path
        withKnownIssue("the missing file must be reported") {
            #expect(expectDelegateSignaturesMatchUIKit(files: [missing]) == [])
        } matching: { issue in
            issue.comments.map(\.rawValue).joined() == "cannot read '\(missing)': no such file"
        }
    }

    @Test("work left in an app-delegate UI-state callback of an app with scenes is recorded as one M2 issue")
    func workLeftInAppDelegate() throws {
        let (directory, paths) = try Self.write([
            ("AppDelegate.swift", """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    func applicationWillEnterForeground(_ application: UIApplication) { refreshFeeds() }
                    func applicationDidBecomeActive(_ application: UIApplication) { /* moved to the scene */ }
                }
                """),
            ("SceneDelegate.swift", "class SceneDelegate: UIResponder, UIWindowSceneDelegate {}\n"),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        var findings: [DelegateSignatureFinding] = [.init(file: "", line: 0, declaration: "", protocolName: "",
                                                          uikitDeclaration: "", difference: .typeMethod)]
        withKnownIssue("the work left in applicationWillEnterForeground must be reported") {
            findings = expectDelegateSignaturesMatchUIKit(files: paths)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined() == """
                1 app-delegate callback has work in it that UIKit never runs in an app that uses scenes (M2):
                \(paths[0]):2: warning: 'func applicationWillEnterForeground(_ application: UIApplication)' has work in it, \
                but UIKit does not call it in an app that uses scenes: move the work to sceneWillEnterForeground(_:) [M2]
                """
        }
        #expect(findings == [])
    }

    @Test("a subclass's method hidden by an inherited conformance is recorded, its superclass read from another file")
    func inheritedConformance() throws {
        let (directory, paths) = try Self.write([
            ("BaseSceneDelegate.swift", "class BaseSceneDelegate: UIResponder, UIWindowSceneDelegate {}\n"),
            ("EditorSceneDelegate.swift", """
                final class EditorSceneDelegate: BaseSceneDelegate {
                    func sceneDidEnterBackground(_ scene: UIScene) { save() }
                }
                """),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        var findings: [DelegateSignatureFinding] = []
        withKnownIssue("the hidden method must be reported") {
            findings = expectDelegateSignaturesMatchUIKit(files: paths)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined() == """
                1 delegate method will never be called:
                \(paths[1]):2: error: 'func sceneDidEnterBackground(_ scene: UIScene)' is a UISceneDelegate method UIKit \
                would call, but here the conformance is BaseSceneDelegate's, whose witness is the default, so it is never \
                called; implement it in BaseSceneDelegate (an empty body will do) and mark this one 'override'
                """
        }
        #expect(findings.map(\.difference) == [.inheritedConformance(superclass: "BaseSceneDelegate")])
    }
}
