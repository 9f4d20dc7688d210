import LifecycleRules
import LifecycleUIKit

/// The restoration activity's type has a typo, so it is not one the Info.plist declares (A12).
@MainActor
final class UndeclaredRestorationType: EditorSceneDelegate {
    override func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        document.map { document in
            let activity = NSUserActivity(activityType: "com.example.editor.doc")
            activity.userInfo = ["document": document]
            return activity
        }
    }

    nonisolated static let mutant = Mutant(
        name: "UndeclaredRestorationType", bug: "the restoration activity type is not in NSUserActivityTypes",
        expectedRule: "A12", minimalLength: 2, device: .pad, basedOn: "DocumentEditor",
        app: DocumentEditor.app(name: "UndeclaredRestorationType", sceneDelegate: UndeclaredRestorationType.self))
}
