// A mail-style app written as a team writes it for UIKit (only the import differs): a main window for
// notes and a compose window, two scene configurations, and activation conditions that send "compose"
// to the compose window and keep it out of the main one, as WWDC 2019 "Targeting Content with Multiple
// Windows" shows. Activities carry a targetContentIdentifier: "compose", or the note's name.
import Foundation
import LifecycleRules
import LifecycleUIKit

struct ComposeScreen: SceneContent {
    var shown: String?
    var subject: AnyHashable? { shown.map(AnyHashable.init) }
}

/// The root view controller of both windows; the rules read what it shows.
@MainActor
final class ComposeWindowsViewController: UIViewController, SceneContentProviding {
    var shown: String?
    var sceneContent: AnyHashable? { ComposeScreen(shown: shown) }
}

@MainActor
final class ComposeWindowsAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let wantsCompose = options.userActivities.contains { $0.targetContentIdentifier == "compose" }
            || options.handoffUserActivityType == "com.example.mail.compose"
        return UISceneConfiguration(name: wantsCompose ? "Compose" : "Main", sessionRole: connectingSceneSession.role)
    }
}

/// What both scene delegates share: a window whose controller shows the last activity's identifier.
@MainActor
class ComposeWindowsSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    /// The identifiers this window takes (its `canActivate…` predicate), and prefers (`prefersToActivate…`).
    func configure(_ conditions: UISceneActivationConditions) {}

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let conditions = UISceneActivationConditions()
        configure(conditions)
        scene.activationConditions = conditions
        let window = UIWindow(windowScene: windowScene)
        let controller = ComposeWindowsViewController()
        controller.shown = connectionOptions.userActivities.first?.targetContentIdentifier
            ?? session.stateRestorationActivity?.targetContentIdentifier
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        (window?.rootViewController as? ComposeWindowsViewController)?.shown = userActivity.targetContentIdentifier
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        guard let shown = (window?.rootViewController as? ComposeWindowsViewController)?.shown else { return nil }
        let activity = NSUserActivity(activityType: shown == "compose" ? "com.example.mail.compose" : "com.example.mail.note")
        activity.targetContentIdentifier = shown
        return activity
    }
}

/// The main window: every identifier but "compose".
@MainActor
final class MainWindowSceneDelegate: ComposeWindowsSceneDelegate {
    override func configure(_ conditions: UISceneActivationConditions) {
        conditions.canActivateForTargetContentIdentifierPredicate = NSPredicate { identifier, _ in
            (identifier as? String) != "compose"
        }
    }
}

/// The main window with a planted bug: it keeps UIKit's default conditions, so UIKit may give it a
/// "compose" activity when no compose window is open, and it shows no compose screen for it.
@MainActor
final class UnconditionedMainWindowSceneDelegate: ComposeWindowsSceneDelegate {
    override func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        guard userActivity.targetContentIdentifier != "compose" else { return }
        super.scene(scene, continue: userActivity)
    }
}

/// The compose window: it takes and prefers "compose".
@MainActor
final class ComposeWindowSceneDelegate: ComposeWindowsSceneDelegate {
    override func configure(_ conditions: UISceneActivationConditions) {
        let compose = NSPredicate { identifier, _ in (identifier as? String) == "compose" }
        conditions.canActivateForTargetContentIdentifierPredicate = compose
        conditions.prefersToActivateForTargetContentIdentifierPredicate = compose
    }
}

enum ComposeWindowsApp {
    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>NSUserActivityTypes</key>
            <array>
                <string>com.example.mail.note</string>
                <string>com.example.mail.compose</string>
            </array>
            <key>UIApplicationSceneManifest</key>
            <dict>
                <key>UIApplicationSupportsMultipleScenes</key>
                <true/>
                <key>UISceneConfigurations</key>
                <dict>
                    <key>UIWindowSceneSessionRoleApplication</key>
                    <array>
                        <dict>
                            <key>UISceneConfigurationName</key>
                            <string>Main</string>
                            <key>UISceneDelegateClassName</key>
                            <string>$(PRODUCT_MODULE_NAME).MainWindowSceneDelegate</string>
                        </dict>
                        <dict>
                            <key>UISceneConfigurationName</key>
                            <string>Compose</string>
                            <key>UISceneDelegateClassName</key>
                            <string>$(PRODUCT_MODULE_NAME).ComposeWindowSceneDelegate</string>
                        </dict>
                    </array>
                </dict>
            </dict>
        </dict>
        </plist>
        """

    /// The app; `unconditionedMain` plants the bug of a main window that keeps UIKit's default conditions.
    static func app(unconditionedMain: Bool = false) throws -> AppUnderTest {
        let manifest = try SceneManifest.load(plistData: Data(infoPlist.utf8), source: "ComposeWindows/Info.plist")
        var app = AppUnderTest(
            name: unconditionedMain ? "ComposeWindowsUnconditionedMain" : "ComposeWindows",
            appDelegate: ComposeWindowsAppDelegate.self,
            sceneDelegates: [MainWindowSceneDelegate.self, ComposeWindowSceneDelegate.self],
            manifest: manifest,
            payloads: PayloadCatalog(
                urls: [],
                activities: [
                    UserActivity(activityType: "com.example.mail.note", targetContentIdentifier: "note-1"),
                    UserActivity(activityType: "com.example.mail.compose", targetContentIdentifier: "compose"),
                ],
                shortcuts: []),
            expectations: ContentExpectations(subjectForActivity: { $0.targetContentIdentifier.map(AnyHashable.init) }))
        if unconditionedMain {
            app.sceneDelegateClasses["MainWindowSceneDelegate"] = { UnconditionedMainWindowSceneDelegate() }
        }
        return app
    }
}
