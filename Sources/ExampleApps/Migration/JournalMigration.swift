import Foundation
import LifecycleRules
import LifecycleUIKit

/// The bundled migration example: a journal app on the app-delegate lifecycle, its correct move to
/// scenes, and migrations that went wrong the ways real ones do.
///
/// `JournalMigration.correct` passes the migration check; each of `JournalMigration.mistakes` is caught by
/// M1 with a story of its known minimal length.
public enum JournalMigration {
    /// What the system delivers to the journal: `journal://entry/N` links, entry activities (Spotlight,
    /// Handoff) and the "Today" quick action.
    public static let payloads = PayloadCatalog(
        urls: ["journal://entry/1", "journal://entry/2"],
        activities: [
            UserActivity(activityType: "com.example.journal.entry", userInfo: ["entry": "3"]),
            UserActivity(activityType: "com.example.journal.entry", userInfo: ["entry": "4"]),
        ],
        shortcuts: [ShortcutItem(type: "com.example.journal.today", localizedTitle: "Today")])

    /// What the user does, on the window, so it runs in both lifecycles.
    public static let userActions = [
        UserAction.window("type") { ($0.rootViewController as? JournalViewController)?.type("x") },
        UserAction.window("closeEntry") { ($0.rootViewController as? JournalViewController)?.closeEntry() },
    ]

    /// The journal before the migration.
    public static let legacy = AppUnderTest(name: "Journal 1 (app delegate)", appDelegate: LegacyJournalAppDelegate.self,
                                            manifest: nil)

    /// The journal after a migration: this app delegate and scene delegate, named by its Info.plist.
    static func migrated<A: UIResponder & UIApplicationDelegate>(
        _ name: String, appDelegate: A.Type, sceneDelegate: any (UIResponder & UISceneDelegate).Type
    ) -> AppUnderTest {
        AppUnderTest(name: name, appDelegate: appDelegate, sceneDelegates: [sceneDelegate],
                     manifest: .standard(supportsMultipleScenes: false,
                                         delegateClassName: "$(PRODUCT_MODULE_NAME).\(sceneDelegate)"))
    }

    /// A legacy/migrated pair of the journal.
    static func pair(_ migrated: AppUnderTest) -> MigrationPair {
        MigrationPair(name: migrated.name, legacy: legacy, migrated: migrated, payloads: payloads, userActions: userActions)
    }

    /// The correct migration.
    public static let correct = pair(migrated("Journal 2 (scenes)", appDelegate: JournalAppDelegate.self,
                                              sceneDelegate: JournalSceneDelegate.self))

    /// Migrations that went wrong, each with its shortest story, in a fixed order.
    public static let mistakes: [MigrationMistake] = [
        MigrationMistake(
            name: "DropsColdStartURL",
            bug: "links are handled only in scene(_:openURLContexts:), so the link that launches the app is dropped",
            minimalLength: 1,
            pair: pair(migrated("DropsColdStartURL", appDelegate: JournalAppDelegate.self,
                                sceneDelegate: DropsColdStartURLSceneDelegate.self))),
        MigrationMistake(
            name: "URLHandlerLeftInAppDelegate",
            bug: "links are still handled in application(_:open:options:), which scenes never call, so every link is dropped",
            minimalLength: 1,
            pair: pair(migrated("URLHandlerLeftInAppDelegate", appDelegate: URLHandlerLeftInAppDelegate.self,
                                sceneDelegate: NoURLSceneDelegate.self))),
        MigrationMistake(
            name: "IgnoresColdStartQuickAction",
            bug: "the quick action is handled only in windowScene(_:performActionFor:), not when it launches the app",
            minimalLength: 1,
            pair: pair(migrated("IgnoresColdStartQuickAction", appDelegate: JournalAppDelegate.self,
                                sceneDelegate: IgnoresColdStartQuickActionSceneDelegate.self))),
        MigrationMistake(
            name: "ActivationWorkLeftInAppDelegate",
            bug: "the work of applicationDidBecomeActive stayed in the app delegate, which scenes never call",
            minimalLength: 1,
            pair: pair(migrated("ActivationWorkLeftInAppDelegate", appDelegate: ActivationWorkLeftInAppDelegate.self,
                                sceneDelegate: NoActivationWorkSceneDelegate.self))),
        MigrationMistake(
            name: "SaveLeftInAppDelegate",
            bug: "the journal is saved in applicationDidEnterBackground, which scenes never call",
            minimalLength: 2,
            pair: pair(migrated("SaveLeftInAppDelegate", appDelegate: SaveLeftInAppDelegate.self,
                                sceneDelegate: NoSaveSceneDelegate.self))),
        MigrationMistake(
            name: "WindowStillInDidFinishLaunching",
            bug: "the window is still made in didFinishLaunchingWithOptions, outside any scene, so it never appears",
            minimalLength: 1,
            pair: pair(migrated("WindowStillInDidFinishLaunching", appDelegate: WindowStillInDidFinishLaunching.self,
                                sceneDelegate: NoWindowSceneDelegate.self))),
    ]

    /// The mistake with this name, if any.
    public static func mistake(named name: String) -> MigrationMistake? { mistakes.first { $0.name == name } }
}

/// A migration that went wrong: its bug, the pair, and the length of its shortest diverging story.
public struct MigrationMistake: Sendable, CustomStringConvertible {
    /// A name that says the bug (`DropsColdStartURL`).
    public var name: String
    /// The bug in one sentence.
    public var bug: String
    /// The length of the shortest story on which the two versions differ.
    public var minimalLength: Int
    /// The legacy journal and this migration of it.
    public var pair: MigrationPair

    public var description: String { name }
}
