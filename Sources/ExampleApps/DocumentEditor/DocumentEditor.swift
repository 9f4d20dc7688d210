import Foundation
import LifecycleRules
import LifecycleUIKit

/// The bundled document editor: per-session drafts, restoration through a user activity, cleanup on discard.
///
/// Written as a UIKit developer writes it (`UIResponder` delegates,
/// `UIWindow(windowScene:)`, an `EditorViewController` as root). Each window
/// edits one document; what the user types is saved in `UserDefaults.standard`
/// as they type, keyed by the session (`draft-<persistentIdentifier>`), the window's document
/// is restored from the session's `stateRestorationActivity`, URLs
/// (`editor://doc/doc-3`) open documents, and discarding a window deletes
/// its data. It passes every rule on phone and pad, in scenes mode and
/// back-deployed.
public enum DocumentEditor {
    /// The activity type the editor declares in NSUserActivityTypes.
    public static let activityType = "com.example.editor.document"

    /// The editor's Info.plist, read through the real manifest parser.
    public static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>NSUserActivityTypes</key>
            <array><string>com.example.editor.document</string></array>
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
                            <string>Default Configuration</string>
                            <key>UISceneDelegateClassName</key>
                            <string>$(PRODUCT_MODULE_NAME).EditorSceneDelegate</string>
                        </dict>
                    </array>
                    <key>UIWindowSceneSessionRoleExternalDisplayNonInteractive</key>
                    <array>
                        <dict>
                            <key>UISceneConfigurationName</key>
                            <string>External Display</string>
                            <key>UISceneDelegateClassName</key>
                            <string>$(PRODUCT_MODULE_NAME).EditorSceneDelegate</string>
                        </dict>
                    </array>
                </dict>
            </dict>
        </dict>
        </plist>
        """

    /// The manifest parsed from `infoPlist`.
    public static var manifest: SceneManifest {
        // The plist is a constant of this file; a parse failure is a bug here, not bad input.
        try! SceneManifest.load(plistData: Data(infoPlist.utf8), source: "DocumentEditor/Info.plist")!
    }

    /// Documents the generator opens by URL and activity: `doc-0` … `doc-3`.
    public static let payloads = PayloadCatalog(
        urls: (0..<4).map { "editor://doc/doc-\($0)" },
        activities: (0..<4).map { UserActivity(activityType: activityType, userInfo: ["document": "doc-\($0)"]) },
        shortcuts: [ShortcutItem(type: "com.example.editor.new", localizedTitle: "New Document")])

    /// The document a URL such as `editor://doc/doc-3` names.
    public static func document(for url: String) -> String? {
        let prefix = "editor://doc/"
        return url.hasPrefix(prefix) ? String(url.dropFirst(prefix.count)) : nil
    }

    /// The restoration (and Handoff) activity for a document.
    @MainActor
    public static func activity(for document: String) -> NSUserActivity {
        let activity = NSUserActivity(activityType: activityType)
        activity.title = document
        activity.userInfo = ["document": document]
        return activity
    }

    /// What a user does in an editor window: type a character, open the next document.
    public static let userActions: [UserAction] = [
        UserAction("type") { scene in (scene.delegate as? EditorSceneDelegate)?.userTyped("x") },
        UserAction("openNextDocument") { scene in (scene.delegate as? EditorSceneDelegate)?.userOpenedNextDocument() },
    ]

    /// URLs and activities open the document they name (A10).
    public static let expectations = ContentExpectations(
        subjectForURL: { document(for: $0).map(AnyHashable.init) },
        subjectForActivity: { $0.userInfo["document"].map(AnyHashable.init) })

    /// The correct editor as an app under test; `appDelegate` and `sceneDelegate` let mutants swap a class.
    ///
    /// The Info.plist names `$(PRODUCT_MODULE_NAME).EditorSceneDelegate`; a
    /// mutant's subclass is made in its place, so every mutant carries the
    /// editor's own Info.plist.
    public static func app(
        name: String = "DocumentEditor",
        appDelegate: EditorAppDelegate.Type = EditorAppDelegate.self,
        sceneDelegate: EditorSceneDelegate.Type = EditorSceneDelegate.self
    ) -> AppUnderTest {
        var app = AppUnderTest(name: name, makeAppDelegate: { appDelegate.init() },
                               sceneDelegates: [EditorSceneDelegate.self], manifest: manifest, payloads: payloads,
                               userActions: userActions, expectations: expectations)
        app.sceneDelegateClasses["EditorSceneDelegate"] = { sceneDelegate.init() }
        return app
    }
}
