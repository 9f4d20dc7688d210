import Foundation
@testable import LifecycleRules
import Testing

@Suite("DelegateSignatureLint finds delegate methods that nearly match UIKit's and are never called")
struct DelegateSignatureLintTests {
    static func findings(_ source: String) -> [DelegateSignatureFinding] {
        DelegateSignatureLint.findings(inSource: source, fileName: "SceneDelegate.swift")
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The protocol files of LifecycleUIKit and the protocols each declares.
    static let protocolFiles = [
        ("Sources/LifecycleUIKit/Application/UIApplicationDelegate.swift", "UIApplicationDelegate"),
        ("Sources/LifecycleUIKit/Scene/UISceneDelegate.swift", "UISceneDelegate"),
        ("Sources/LifecycleUIKit/Scene/UIWindowSceneDelegate.swift", "UIWindowSceneDelegate"),
    ]

    /// The text between `protocol NAME … {` and its closing brace.
    static func protocolBody(_ name: String, in source: String) throws -> Substring {
        let head = try #require(source.range(of: "public protocol \(name):"), "no protocol \(name)")
        let open = try #require(source[head.upperBound...].firstIndex(of: "{"))
        var depth = 0
        var i = open
        while i < source.endIndex {
            if source[i] == "{" { depth += 1 }
            if source[i] == "}" {
                depth -= 1
                if depth == 0 { return source[source.index(after: open)..<i] }
            }
            i = source.index(after: i)
        }
        Issue.record("protocol \(name) is not closed")
        return ""
    }

    // MARK: The catalogue

    @Test("the catalogue has every method requirement of the three protocols in Sources/LifecycleUIKit, and nothing else")
    func catalogueInStep() throws {
        #expect(UIKitDelegateCatalogue.methods.count == UIKitDelegateCatalogue.declarations.count,
                "a catalogue declaration does not parse")
        var scanned: [String] = []
        for (path, name) in Self.protocolFiles {
            let source = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            let body = try Self.protocolBody(name, in: source)
            let requirements = FunctionDeclaration.all(in: Array(body.utf8))
            #expect(!requirements.isEmpty, "no requirements read from \(path)")
            scanned += requirements.map { "\(name) \($0.signature)" }
        }
        let catalogued = UIKitDelegateCatalogue.methods.map { "\($0.protocolName) \($0.signature)" }
        let missing = scanned.filter { !catalogued.contains($0) }
        let extra = catalogued.filter { !scanned.contains($0) }
        #expect(missing.isEmpty, "requirements missing from UIKitDelegateCatalogue: \(missing)")
        #expect(extra.isEmpty, "in UIKitDelegateCatalogue but not a requirement in LifecycleUIKit: \(extra)")
        #expect(scanned.count == catalogued.count)
    }

    @Test("a method the lint knows is required: scanning a protocol body finds each requirement once")
    func catalogueScanCounts() throws {
        let source = try String(contentsOf: Self.root.appendingPathComponent(Self.protocolFiles[1].0), encoding: .utf8)
        let names = FunctionDeclaration.all(in: Array(try Self.protocolBody("UISceneDelegate", in: source).utf8))
            .map(\.signature.selector)
        #expect(names.contains("scene(_:openURLContexts:)"))
        #expect(names.contains("stateRestorationActivity(for:)"))
        #expect(Set(names).count == names.count)
    }

    @Test("LifecycleUIKit's own protocol files, requirements and default implementations, give no finding")
    func protocolFilesAreClean() throws {
        let paths = Self.protocolFiles.map { Self.root.appendingPathComponent($0.0).path }
        #expect(try DelegateSignatureLint.findings(inFiles: paths) == [])
    }

    // MARK: Near misses

    struct NearMiss: CustomTestStringConvertible, Sendable {
        var source: String
        var uikit: String
        var difference: DelegateSignatureDifference
        var testDescription: String { source }
    }

    static let nearMisses: [NearMiss] = [
        NearMiss(source: "func scene(_ scene: UIScene, openURLContexts URLContexts: [UIOpenURLContext]) {}",
                 uikit: "func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)",
                 difference: .type(parameter: 2, label: "openURLContexts", expected: "Set<UIOpenURLContext>",
                                   found: "[UIOpenURLContext]")),
        NearMiss(source: "func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: [UISceneSession]) {}",
                 uikit: "func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)",
                 difference: .type(parameter: 2, label: "didDiscardSceneSessions", expected: "Set<UISceneSession>",
                                   found: "[UISceneSession]")),
        NearMiss(source: "func sceneDidBecomeActive(_ scene: UIWindowScene) {}",
                 uikit: "func sceneDidBecomeActive(_ scene: UIScene)",
                 difference: .type(parameter: 1, label: "_", expected: "UIScene", found: "UIWindowScene")),
        NearMiss(source: """
                     func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                                      completionHandler: @escaping @MainActor (Bool) -> Void) {}
                     """,
                 uikit: "func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)",
                 difference: .type(parameter: 3, label: "completionHandler", expected: "@escaping (Bool) -> Void",
                                   found: "@escaping @MainActor (Bool) -> Void")),
        NearMiss(source: "func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: (Bool) -> Void) {}",
                 uikit: "func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)",
                 difference: .type(parameter: 3, label: "completionHandler", expected: "@escaping (Bool) -> Void",
                                   found: "(Bool) -> Void")),
        NearMiss(source: "func scene(_ scene: UIScene, willConnectTo session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {}",
                 uikit: "func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)",
                 difference: .label(parameter: 3, expected: "options", found: "connectionOptions")),
        NearMiss(source: """
                     func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                                      _ options: UIScene.ConnectionOptions) -> UISceneConfiguration { fatalError() }
                     """,
                 uikit: "func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration",
                 difference: .label(parameter: 3, expected: "options", found: "_")),
        NearMiss(source: "func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]) -> Bool { true }",
                 uikit: "func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool",
                 difference: .type(parameter: 2, label: "didFinishLaunchingWithOptions",
                                   expected: "[UIApplication.LaunchOptionsKey: Any]?", found: "[UIApplication.LaunchOptionsKey: Any]")),
        NearMiss(source: "func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) {}",
                 uikit: "func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool",
                 difference: .result(expected: "Bool", found: "Void")),
        NearMiss(source: "func stateRestorationActivity(for scene: UIScene) -> NSUserActivity { NSUserActivity(activityType: \"x\") }",
                 uikit: "func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?",
                 difference: .result(expected: "NSUserActivity?", found: "NSUserActivity")),
        NearMiss(source: "func stateRestorationActivity(for scene: UIWindowScene) -> NSUserActivity? { nil }",
                 uikit: "func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?",
                 difference: .type(parameter: 1, label: "for", expected: "UIScene", found: "UIWindowScene")),
        NearMiss(source: "func scene(_ scene: UIScene, continue userActivity: NSUserActivity) async {}",
                 uikit: "func scene(_ scene: UIScene, continue userActivity: NSUserActivity)",
                 difference: .effects(found: "async")),
        NearMiss(source: "func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: NSError) {}",
                 uikit: "func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)",
                 difference: .type(parameter: 3, label: "error", expected: "Error", found: "NSError")),
        NearMiss(source: "func scene(_ scene: UIScene, openURLContexts contexts: Set<URL>) {}",
                 uikit: "func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)",
                 difference: .type(parameter: 2, label: "openURLContexts", expected: "Set<UIOpenURLContext>", found: "Set<URL>")),
        NearMiss(source: "func sceneWillEnterForeground(scene: UIScene) {}",
                 uikit: "func sceneWillEnterForeground(_ scene: UIScene)",
                 difference: .label(parameter: 1, expected: "_", found: "scene")),
        NearMiss(source: "func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool? { nil }",
                 uikit: "func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool",
                 difference: .result(expected: "Bool", found: "Bool?")),
        // Swift 6.3 does not take an implicitly unwrapped optional for the requirement's optional.
        NearMiss(source: "func stateRestorationActivity(for scene: UIScene) -> NSUserActivity! { nil }",
                 uikit: "func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?",
                 difference: .result(expected: "NSUserActivity?", found: "NSUserActivity!")),
        NearMiss(source: "func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]!) -> Bool { true }",
                 uikit: "func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool",
                 difference: .type(parameter: 2, label: "willFinishLaunchingWithOptions",
                                   expected: "[UIApplication.LaunchOptionsKey: Any]?", found: "[UIApplication.LaunchOptionsKey: Any]!")),
        NearMiss(source: "@MainActor public static func sceneDidEnterBackground(_ scene: UIScene) {}",
                 uikit: "func sceneDidEnterBackground(_ scene: UIScene)",
                 difference: .typeMethod),
        NearMiss(source: "@available(iOS 13, *) final class func applicationWillTerminate(_ application: UIApplication) {}",
                 uikit: "func applicationWillTerminate(_ application: UIApplication)",
                 difference: .typeMethod),
        NearMiss(source: "func sceneDidDisconnect<S: UIScene>(_ scene: UIScene) {}",
                 uikit: "func sceneDidDisconnect(_ scene: UIScene)",
                 difference: .genericParameters(found: "<S: UIScene>")),
    ]

    @Test("each near miss is found, against the UIKit method it nearly matches, with its first difference",
          arguments: nearMisses)
    func nearMiss(_ miss: NearMiss) throws {
        let source = "final class SceneDelegate: UIResponder, UIWindowSceneDelegate {\n    \(miss.source)\n}\n"
        let found = Self.findings(source)
        try #require(found.count == 1, "\(found)")
        #expect(found[0].uikitDeclaration == miss.uikit)
        #expect(found[0].difference == miss.difference)
        #expect(found[0].line == 2)
        #expect(found[0].file == "SceneDelegate.swift")
    }

    @Test("a finding names the file, the line of `func`, the declaration as written and the UIKit method")
    func findingText() throws {
        let source = """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                @available(iOS 13.0, *)
                @MainActor
                func scene(
                    _ scene: UIScene,   // the scene
                    openURLContexts URLContexts: [UIOpenURLContext]
                ) {
                    print("func sceneDidBecomeActive(_ scene: UIWindowScene)")
                }
            }
            """
        let found = Self.findings(source)
        try #require(found.count == 1)
        #expect(found[0].line == 6)
        #expect(found[0].declaration == "func scene(_ scene: UIScene, openURLContexts URLContexts: [UIOpenURLContext])")
        #expect(found[0].protocolName == "UISceneDelegate")
        #expect(found[0].description == """
            SceneDelegate.swift:6: error: 'func scene(_ scene: UIScene, openURLContexts URLContexts: [UIOpenURLContext])' \
            nearly matches UISceneDelegate's 'func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)' \
            but parameter 2 (openURLContexts:) is [UIOpenURLContext], UIKit's is Set<UIOpenURLContext>; it is never called
            """)
    }

    @Test("several near misses in one file come in source order")
    func order() {
        let found = Self.findings("""
            func sceneDidEnterBackground(_ scene: UIWindowScene) {}
            func sceneDidBecomeActive(_ scene: UIScene) {}
            func sceneWillResignActive(_ scene: UIWindowScene) {}
            """)
        #expect(found.map(\.line) == [1, 3])
    }

    // MARK: Exact signatures

    /// Xcode's iOS App template, AppDelegate.swift and SceneDelegate.swift, comments and all.
    static let xcodeTemplate = """
        //
        //  AppDelegate.swift
        //  MyApp
        //

        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {



            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                // Override point for customization after application launch.
                return true
            }

            // MARK: UISceneSession Lifecycle

            func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                // Called when a new scene session is being created.
                // Use this method to select a configuration to create the new scene with.
                return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
            }

            func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
                // Called when the user discards a scene session.
                // If any sessions were discarded while the application was not running, this will be called shortly after application:didFinishLaunchingWithOptions.
                // Use this method to release any resources that were specific to the discarded scenes, as they will not return.
            }


        }

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {

            var window: UIWindow?


            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                // Use this method to optionally configure and attach the UIWindow `window` to the provided UIWindowScene `scene`.
                // If using a storyboard, the `window` property will automatically be initialized and attached to the scene.
                // This delegate does not imply the connecting scene or session are new (see `application:configurationForConnectingSceneSession` instead).
                guard let _ = (scene as? UIWindowScene) else { return }
            }

            func sceneDidDisconnect(_ scene: UIScene) {
                // Called as the scene is being released by the system.
                // This occurs shortly after the scene enters the background, or when its session is discarded.
                // Release any resources associated with this scene that can be re-created the next time the scene connects.
                // The scene may re-connect later, as its session was not necessarily discarded (see `application:didDiscardSceneSessions` instead).
            }

            func sceneDidBecomeActive(_ scene: UIScene) {
                // Called when the scene has moved from an inactive state to an active state.
                // Use this method to restart any tasks that were paused (or not yet started) when the scene was inactive.
            }

            func sceneWillResignActive(_ scene: UIScene) {
                // Called when the scene will move from an active state to an inactive state.
                // This may occur due to temporary interruptions (ex. an incoming phone call).
            }

            func sceneWillEnterForeground(_ scene: UIScene) {
                // Called as the scene transitions from the background to the foreground.
                // Use this method to undo the changes made on entering the background.
            }

            func sceneDidEnterBackground(_ scene: UIScene) {
                // Called as the scene transitions from the foreground to the background.
                // Use this method to save data, release shared resources, and store enough scene-specific state information
                // to restore the scene back to its current state.
            }


        }
        """

    @Test("Xcode's template app and scene delegates give no finding")
    func xcodeTemplateIsClean() {
        #expect(Self.findings(Self.xcodeTemplate) == [])
    }

    @Test("every catalogue declaration, written as UIKit writes it, gives no finding")
    func everyUIKitSignatureIsClean() {
        for entry in UIKitDelegateCatalogue.declarations {
            #expect(Self.findings(entry.declaration + " {}") == [], "\(entry.declaration)")
        }
    }

    static let exactSpellings: [String] = [
        """
        @available(iOS 13.0, *)
        @MainActor @objc
        public override func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil  // launch
        ) -> Bool
        {
            true
        }
        """,
        "func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Swift.Set<UISceneSession>) {}",
        "func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set < UISceneSession >) {}",
        "func scene(_ scene: UIKit.UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) -> Void {}",
        "func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) -> () {}",
        "func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: Error) {}",
        "func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: Swift.String, error: any Swift.Error) {}",
        "func application(_ app: UIApplication, open url: Foundation.URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool { false }",
        """
        func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                         restorationHandler: @escaping ([UIUserActivityRestoring]?) -> ()) -> Bool { false }
        """,
        """
        func windowScene(_ windowScene: UIWindowScene,
                         performActionFor shortcutItem: UIApplicationShortcutItem, /* the item */
                         completionHandler: @escaping (Bool) -> Void) { completionHandler(true) }
        """,
        "func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { scene.userActivity }",
        """
        func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String)
            -> Bool
        {
            false
        }
        """,
        "nonisolated func `scene`(_ scene: UIScene, continue userActivity: NSUserActivity) {}",
        """
        static let shared = 1
        @objc(sceneDidBecomeActive:) public override final func sceneDidBecomeActive(_ scene: UIScene) {}
        """,
    ]

    @Test("UIKit's signatures however spaced, qualified, attributed, commented or split give no finding", arguments: exactSpellings)
    func exactSpelling(_ source: String) {
        #expect(Self.findings("class D: UIResponder, UIApplicationDelegate {\n" + source + "\n}") == [])
    }

    @Test("helpers with other names, or other labels and another first parameter type, give no finding")
    func unrelatedMethods() {
        let source = """
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func configure(window: UIWindow?, with activity: NSUserActivity) {}
                func scene(_ model: SceneModel, continue activity: NSUserActivity) {}
                func scene(named name: String) -> UIScene? { nil }
                func scene(_ scene: UIScene, showDocument url: URL) {}
                func sceneDidBecomeActive() {}
                func applicationName() -> String { "" }
                func application(_ name: String, didFinishLaunchingWithOptions options: [String: Any]?) -> Bool { true }
                var sceneDidEnterBackground: (UIScene) -> Void = { _ in }
                // func sceneDidBecomeActive(_ scene: UIWindowScene) {}
                /* func sceneDidBecomeActive(_ scene: UIWindowScene) {} /* nested */ still a comment */
                let text = "func sceneDidBecomeActive(_ scene: UIWindowScene) {}"
                let block = \"""
                    func sceneWillResignActive(_ scene: UIWindowScene) {}
                    \"""
                let raw = #"func sceneDidDisconnect(_ scene: UIWindowScene) {} "# + "\\(x("func sceneDidDisconnect(_ scene: UIWindowScene)"))"
            }
            """
        #expect(Self.findings(source) == [])
    }

    // MARK: Hostile input

    @Test("an unterminated block comment or string hides what follows, and what precedes is still found")
    func unterminated() {
        let before = "func sceneDidBecomeActive(_ scene: UIWindowScene) {}\n"
        for tail in ["/* func sceneWillResignActive(_ scene: UIWindowScene) {}", "\"func sceneWillResignActive(_ scene: UIWindowScene) {}",
                     "\"\"\"\nfunc sceneWillResignActive(_ scene: UIWindowScene) {}", "#\"\\#(\"", "\"\\(\"\\(\"\\(", "func", "func a", "func a(",
                     "func a<", "func a(_ b: [", "func a() ->", "func a() -> (", "`"]
        {
            let found = Self.findings(before + tail)
            #expect(found.map(\.line) == [1], "\(tail)")
        }
    }

    @Test("a megabyte of `func`, and a quarter of one of brackets or nested interpolations, is read without trapping")
    func largeInput() {
        let n = 1 << 20
        let m = n / 4
        let inputs = [
            String(repeating: "func ", count: n / 5),
            String(repeating: "func", count: n / 4),
            String(repeating: "func a<", count: m / 7),
            String(repeating: "func a(", count: m / 7),
            String(repeating: "func sceneDidBecomeActive(_ s: [", count: m / 32),
            String(repeating: "\"\\(", count: m / 3),
            String(repeating: "/*", count: m / 2),
            String(repeating: "(", count: m),
        ]
        for input in inputs {
            #expect(Self.findings(input) == [], "\(input.prefix(20))")
        }
        let many = String(repeating: "func sceneDidBecomeActive(_ scene: UIWindowScene) {}\n", count: 10_000)
        let found = Self.findings(many)
        #expect(found.count == 10_000)
        #expect(found.last?.line == 10_000)
    }

    @Test("binary bytes and invalid UTF-8 are read without trapping")
    func binaryBytes() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var bytes: [UInt8] = []
        for _ in 0..<(1 << 18) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            bytes.append(UInt8(truncatingIfNeeded: state >> 56))
        }
        bytes += Array((0...255).map { UInt8($0) })
        bytes += Array("\nfunc sceneDidBecomeActive(_ scene: UIWindowScene) {}\n".utf8)
        let found = DelegateSignatureLint.findings(inBytes: bytes, fileName: "binary")
        #expect(found.allSatisfy { $0.file == "binary" })
        let invalid: [UInt8] = [0xFF, 0xFE, 0x0A] + Array("func sceneDidBecomeActive(_ scene: UIWindowScene) { \u{FFFF} }".utf8) + [0xC3]
        #expect(DelegateSignatureLint.findings(inBytes: invalid, fileName: "x").count == 1)
    }

    // MARK: Files

    @Test("files are read in the order given; an unreadable one throws naming its path and why")
    func files() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let a = directory.appendingPathComponent("A.swift").path
        let b = directory.appendingPathComponent("B.swift").path
        try "func sceneDidBecomeActive(_ scene: UIWindowScene) {}\n".write(toFile: a, atomically: true, encoding: .utf8)
        try "\n\nfunc application(_ application: UIApplication, didDiscardSceneSessions s: [UISceneSession]) {}\n"
            .write(toFile: b, atomically: true, encoding: .utf8)
        let found = try DelegateSignatureLint.findings(inFiles: [b, a])
        #expect(found.map(\.file) == [b, a])
        #expect(found.map(\.line) == [3, 1])

        let missing = directory.appendingPathComponent("Missing.swift").path
        #expect(throws: DelegateSignatureLintError(path: missing, reason: "no such file")) {
            try DelegateSignatureLint.findings(inFiles: [a, missing])
        }
        #expect(throws: DelegateSignatureLintError(path: directory.path, reason: "it is a directory")) {
            try DelegateSignatureLint.findings(inFiles: [directory.path])
        }
        #expect(DelegateSignatureLintError(path: missing, reason: "no such file").description
                    == "cannot read '\(missing)': no such file")
    }
}
