import Foundation
import LifecycleUIKit

extension ReferenceRuntime: UIKitHost {
    /// A phone's idiom is `.phone`; a pad's and a Mac's `.pad`: an iPad app on a Mac (Designed for iPad, and Mac
    /// Catalyst scaled to match iPad) has the iPad idiom; only a Catalyst app optimized for the Mac has `.mac`.
    package var userInterfaceIdiom: UIUserInterfaceIdiom {
        configuration.spec.device == .phone ? .phone : .pad
    }

    package func requestActivation(
        _ session: UISceneSession?, userActivity: NSUserActivity?, errorHandler: ((any Error) -> Void)?
    ) {
        enqueue(.activation(session.map { SessionID($0.index) }, userActivity, errorHandler))
    }

    package func requestDestruction(_ session: UISceneSession, errorHandler: ((any Error) -> Void)?) {
        enqueue(.destruction(SessionID(session.index), errorHandler))
    }

    package func windowCreated(_ window: UIWindow, scene: UIWindowScene?) {
        notify(.windowCreated(sceneIdentifier: scene?.identifier))
    }

    package func fillDeclared(_ configuration: UISceneConfiguration) { resolve(configuration) }
}
