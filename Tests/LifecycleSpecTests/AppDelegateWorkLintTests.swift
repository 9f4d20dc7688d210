import Foundation
@testable import LifecycleRules
import Testing

/// M2 in source: app-delegate UI-state callbacks with work in them, in an app that uses scenes.
@Suite("AppDelegateWorkLint finds work left in app-delegate callbacks that an app using scenes never gets (M2)")
struct AppDelegateWorkLintTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    static let migration = "Sources/ExampleApps/Migration/"

    static func findings(_ source: String, usesScenes: Bool? = true) -> [Finding] {
        AppDelegateWorkLint.findings(inSources: [("AppDelegate.swift", source)], usesScenes: usesScenes)
    }

    // MARK: Back-deployment

    @Test("an app that back-deploys to iOS 12 (its scene delegate marked @available(iOS 13…)) is not reported")
    func backDeployedEditor() throws {
        let files = [Self.path("Sources/ExampleApps/DocumentEditor/EditorAppDelegate.swift"),
                     Self.path("Sources/ExampleApps/DocumentEditor/EditorSceneDelegate.swift")]
        #expect(try AppDelegateWorkLint.backDeploys(inFiles: files))
        #expect(try AppDelegateWorkLint.findings(inFiles: files) == [])
        // Without the mark, the same work would be reported.
        let unmarked = try String(contentsOfFile: files[1], encoding: .utf8)
            .replacingOccurrences(of: "@available(iOS 13.0, *)", with: "")
        let appDelegate = try String(contentsOfFile: files[0], encoding: .utf8)
        let found = AppDelegateWorkLint.findings(inSources: [("EditorAppDelegate.swift", appDelegate),
                                                             ("EditorSceneDelegate.swift", unmarked)])
        #expect(found.map(\.sceneCallback) == ["sceneDidBecomeActive(_:)"])
        #expect(AppDelegateWorkLint.marksIOS13(SwiftToken.tokens(of: SwiftSourceText(Array("@available(iOS, introduced: 13.0) class X {}".utf8)).code)))
        #expect(!AppDelegateWorkLint.marksIOS13(SwiftToken.tokens(of: SwiftSourceText(Array("@available(iOS 15.0, *) class X {}".utf8)).code)))
    }

    // MARK: Holding and breaking, on the bundled journal

    @Test("the journal's correct migration (app delegate and scene delegate) gives no finding")
    func correctMigration() throws {
        let found = try AppDelegateWorkLint.findings(inFiles: [
            Self.path(Self.migration + "JournalAppDelegate.swift"), Self.path(Self.migration + "JournalSceneDelegate.swift"),
        ])
        #expect(found == [])
    }

    @Test("the legacy journal's app delegate alone gives no finding: it does not use scenes")
    func legacyAlone() throws {
        let legacy = Self.path(Self.migration + "LegacyJournalAppDelegate.swift")
        #expect(try AppDelegateWorkLint.findings(inFiles: [legacy]) == [])
        // Its callbacks and handlers do have work: told the app uses scenes, the lint reports all five.
        let told = try AppDelegateWorkLint.findings(inFiles: [legacy], usesScenes: true)
        #expect(told.map(\.sourceLine) == [27, 31, 35, 41, 50])
        #expect(told.map { String($0.sceneCallback.prefix { $0 != "," }) } == [
            "sceneDidBecomeActive(_:)", "sceneDidEnterBackground(_:)", "scene(_:openURLContexts:)", "scene(_:continue:)",
            "windowScene(_:performActionFor:completionHandler:)",
        ])
    }

    @Test("each mistake that left work in the app delegate gives one M2 finding, at the callback's line",
          arguments: [
              ("ActivationWorkLeftInAppDelegate.swift", 14, "applicationDidBecomeActive", "sceneDidBecomeActive(_:)"),
              ("SaveLeftInAppDelegate.swift", 14, "applicationDidEnterBackground", "sceneDidEnterBackground(_:)"),
          ])
    func mistakes(_ file: String, _ line: Int, _ method: String, _ counterpart: String) throws {
        let path = Self.path(Self.migration + "Mistakes/" + file)
        let found = try AppDelegateWorkLint.findings(inFiles: [path])
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.sourceLine == line)
        #expect(finding.rule == MigrationRule.appDelegateCallbacksUnused.rule && finding.severity == .warning)
        #expect(finding.description == "\(path):\(line): warning: 'func \(method)(_ application: UIApplication)' has work in "
                    + "it, but UIKit does not call it in an app that uses scenes: move the work to \(counterpart) [M2]")
    }

    // MARK: What counts as work, and as an app that uses scenes

    @Test("each of the four callbacks with work is reported, naming its scene counterpart, in source order")
    func fourCallbacks() {
        let found = Self.findings("""
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func applicationDidBecomeActive(_ application: UIApplication) { a() }
                func applicationWillResignActive(_ application: UIApplication) { b() }
                func applicationDidEnterBackground(_ application: UIApplication) { c() }
                func applicationWillEnterForeground(_ application: UIApplication) { d() }
                func applicationWillTerminate(_ application: UIApplication) { e() }
            }
            """)
        #expect(found.map(\.sourceLine) == [2, 3, 4, 5])
        #expect(found.map(\.sceneCallback) == AppDelegateWorkLint.sceneCounterparts.prefix(4).map(\.sceneMethod))
    }

    @Test("URL, Handoff and quick-action handlers left in the app delegate are reported with their scene counterpart and connection option")
    func deliveryHandlers() {
        let source = """
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
                Router.shared.open(url)
                return true
            }
            func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool {
                Router.shared.open(userActivity)
                return true
            }
            func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool {
                return true
            }
            func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) {
                log(error)
            }
            func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
                completionHandler(Router.shared.perform(shortcutItem))
            }
            func applicationWillTerminate(_ application: UIApplication) {
                save()
            }
        }
        """
        let found = Self.findings(source)
        #expect(found.map(\.sourceLine) == [2, 6, 10, 13, 16], "applicationWillTerminate is still called, so not reported")
        #expect(found[0].sceneCallback.hasPrefix("scene(_:openURLContexts:), and for a URL that connects a scene to connectionOptions.urlContexts"))
        #expect(found[1].sceneCallback.hasPrefix("scene(_:continue:), and for an activity that connects a scene to connectionOptions.userActivities"))
        #expect(found[2].sceneCallback == "scene(_:willContinueUserActivityWithType:)")
        #expect(found[3].sceneCallback == "scene(_:didFailToContinueUserActivityWithType:error:)")
        #expect(found[4].sceneCallback.hasPrefix("windowScene(_:performActionFor:completionHandler:), and for a quick action"))
        #expect(found[0].description.hasPrefix("AppDelegate.swift:2: warning: 'func application(_ app: UIApplication, open url: URL, "))
        #expect(found[0].description.hasSuffix("in scene(_:willConnectTo:options:) [M2]"), "\(found[0].description)")
        // The same handlers in an app without scenes, or with empty bodies, are not reported.
        #expect(Self.findings(source, usesScenes: false).isEmpty)
        let empty = """
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { true }
        }
        """
        #expect(Self.findings(empty).map(\.sourceLine) == [2], "returning true is work: the body holds code")
        let commentOnly = """
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) {
                // handled by the scene delegate
            }
        }
        """
        #expect(Self.findings(commentOnly).isEmpty)
    }

    @Test("an empty body, a comment-only body and a near-miss signature are not reported")
    func notWork() {
        let found = Self.findings("""
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func applicationDidBecomeActive(_ application: UIApplication) {}
                func applicationWillResignActive(_ application: UIApplication) {
                    // nothing to do: the scene delegate saves
                    /* sceneWillResignActive(_:) does it */
                }
                func applicationDidEnterBackground(_ application: UIWindowScene) { save() }
                static func applicationWillEnterForeground(_ application: UIApplication) { refresh() }
                func applicationWillEnterForeground(_ application: UIApplication) async { refresh() }
            }
            """)
        #expect(found == [])
    }

    @Test("a string literal is work; comments around the signature do not hide it")
    func stringIsWork() {
        let found = Self.findings("""
            class AppDelegate: UIResponder, UIApplicationDelegate {
                @objc /* UIKit */ public func applicationDidBecomeActive(
                    _ application: UIApplication // the app
                ) { print("") }
            }
            """)
        #expect(found.map(\.sourceLine) == [2])
        #expect(found.first?.declaration == "func applicationDidBecomeActive(_ application: UIApplication)")
    }

    @Test("scenes are inferred from a scene delegate (declared or in an extension) or configurationForConnecting, in any file")
    func inference() {
        let appDelegate = ("AppDelegate.swift", """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func applicationDidEnterBackground(_ application: UIApplication) { save() }
            }
            """)
        func found(_ others: [(String, String)]) -> Int {
            AppDelegateWorkLint.findings(inSources: [appDelegate] + others).count
        }
        #expect(found([]) == 0)
        #expect(found([("SceneDelegate.swift", "class SceneDelegate: UIResponder, UIWindowSceneDelegate {}")]) == 1)
        #expect(found([("SceneDelegate.swift", "final class S: NSObject,\n UIKit.UISceneDelegate {}")]) == 1)
        #expect(found([("SceneDelegate.swift", "extension SceneDelegate: UIWindowSceneDelegate {}")]) == 1)
        #expect(found([("Config.swift", """
            extension AppDelegate {
                func application(_ application: UIApplication, configurationForConnecting s: UISceneSession,
                                 options: UIScene.ConnectionOptions) -> UISceneConfiguration { fatalError() }
            }
            """)]) == 1)
        // Mentions that are not adoption: a comment, a string, a variable's type, a `class var`.
        #expect(found([("Other.swift", """
            // class SceneDelegate: UIResponder, UIWindowSceneDelegate {}
            let name = "class S: UIWindowSceneDelegate {"
            class Holder { var delegate: UIWindowSceneDelegate? ; class var d: UISceneDelegate? { nil } }
            """)]) == 0)
        #expect(AppDelegateWorkLint.findings(inSources: [appDelegate], usesScenes: true).count == 1)
        #expect(AppDelegateWorkLint.findings(
            inSources: [appDelegate, ("S.swift", "class S: UIWindowSceneDelegate {}")], usesScenes: false) == [])
    }

    // MARK: Hostile input

    @Test("random bytes, invalid UTF-8 and unbalanced braces are read without trapping")
    func hostile() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        var bytes: [UInt8] = []
        for _ in 0..<(1 << 18) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            bytes.append(UInt8(truncatingIfNeeded: state >> 56))
        }
        bytes += Array((0...255).map { UInt8($0) })
        let scan = AppDelegateWorkLint.findings(inBytes: [("random", bytes)], usesScenes: true)
        #expect(scan.allSatisfy { $0.sourceFile == "random" })

        let unbalanced = [
            "class S: UIWindowSceneDelegate {\nfunc applicationDidBecomeActive(_ application: UIApplication) { work()\n",
            "func applicationDidBecomeActive(_ application: UIApplication) }}}{ work() ",
            String(repeating: "{", count: 1 << 16) + "func applicationDidBecomeActive(_ application: UIApplication) { a() }",
            String(repeating: "class A: ", count: 1 << 14),
            String(repeating: "extension", count: 1 << 14),
        ]
        for source in unbalanced {
            _ = AppDelegateWorkLint.findings(inSources: [("x.swift", source)])
        }
        // An unclosed body is not reported; braces that close around it still let the callback be found.
        #expect(Self.findings(unbalanced[0]) == [])
        #expect(Self.findings(unbalanced[2]).map(\.sourceLine) == [1])
        let invalid: [UInt8] = [0xFF, 0xFE, 0x0A] + Array("func applicationDidBecomeActive(_ application: UIApplication) { \u{FFFF} }".utf8) + [0xC3]
        #expect(AppDelegateWorkLint.findings(inBytes: [("x", invalid)], usesScenes: true).map(\.sourceLine) == [2])
    }

    @Test("files come in the order given; an unreadable one throws naming its path and why")
    func files() throws {
        let legacy = Self.path(Self.migration + "LegacyJournalAppDelegate.swift")
        let save = Self.path(Self.migration + "Mistakes/SaveLeftInAppDelegate.swift")
        let activation = Self.path(Self.migration + "Mistakes/ActivationWorkLeftInAppDelegate.swift")
        let found = try AppDelegateWorkLint.findings(inFiles: [save, legacy, activation])
        #expect(found.map(\.sourceFile) == [save] + Array(repeating: legacy, count: 5) + [activation])
        let missing = Self.path("no-such-file.swift")
        #expect(throws: DelegateSignatureLintError(path: missing, reason: "no such file")) {
            try AppDelegateWorkLint.findings(inFiles: [legacy, missing])
        }
    }
}

/// What an M2 finding says, read back for these tests: its file and line, the declaration its message quotes, and where its
/// expectation moves the work.
private extension Finding {
    var sourceLine: Int { place.line ?? 0 }
    var sourceFile: String {
        if case .sourceLine(let file, _, _) = place { return file }
        return ""
    }
    var sceneCallback: String { expected.map { String($0.dropFirst("move the work to ".count)) } ?? "" }
    var declaration: String {
        guard message.first == "'", let end = message.dropFirst().firstIndex(of: "'") else { return "" }
        return String(message[message.index(after: message.startIndex)..<end])
    }
}
