import Foundation
import LifecycleUIKit

extension SpecCall {
    /// Whether the app's state is read just before and after this call, so a change is attributed to it.
    package var attributesStateChanges: Bool {
        switch self {
        case .didDisconnect, .didDiscardSceneSessions: return true
        default: return false
        }
    }
}

/// Counts calls of a completion handler.
@MainActor
package final class CallCounter {
    package var count = 0
}

/// Weak references to what a disconnected scene held, to check its release (A5) and that nothing ran for it (A6).
@MainActor
public struct ReleasedScene {
    /// The scene's identifier, such as `b1`.
    public let identifier: String
    /// The session's name, such as `B`.
    public let session: String
    package let scene: WeakReference<UIWindowScene>
    package let delegate: WeakReference<AnyObject>?
    package let windows: [WeakReference<UIWindow>]
    package let tracked: [(label: String, ref: WeakReference<AnyObject>)]
    /// What the scene showed when it was disconnected.
    package let shown: ContentReading

    package init(_ scene: UIWindowScene, shown: ContentReading) {
        identifier = scene.identifier
        session = scene.session.name
        self.scene = WeakReference(scene)
        delegate = scene.delegate.map { WeakReference($0 as AnyObject) }
        let windows = scene.windows
        self.windows = windows.map(WeakReference.init)
        tracked = scene.trackedObjects
        self.shown = shown
    }

    /// Labels of the objects still alive: `scene`, `scene delegate`, `window`, or a tracked label.
    ///
    /// Root view controllers are not among them: an app may own one and show it in each new window (a
    /// controller kept by the app delegate is not a scene's resource).
    public var liveObjects: [String] {
        var alive: [String] = []
        if scene.value != nil { alive.append("scene") }
        if delegate?.value != nil { alive.append("scene delegate") }
        for w in windows where w.value != nil { alive.append("window") }
        for t in tracked where t.ref.value != nil { alive.append(t.label) }
        return alive
    }

    /// What the scene's window shows now, if the window is still alive and not in a connected scene (an app may
    /// move a window to another scene). Root view controllers are not read: an app may keep one for its next
    /// window and change it from app-wide events, which is no callback for the old scene.
    package func showsNow(in runtime: ReferenceRuntime) -> ContentReading? {
        guard let window = windows.lazy.compactMap(\.value).first, window.windowScene?.session.scene == nil else {
            return nil
        }
        return ContentReading(window: window)
    }
}
