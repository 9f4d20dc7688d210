import LifecycleUIKit

// What the app's screens and connections look like now: the connected scenes as UIKit lists them, the appearance
// callbacks after the app changed what a window shows, and the connection options it never read.
extension ReferenceRuntime {
    /// The connection options that carried content to `id`'s scene in the current event and that the app never read
    /// (`connectionOptions.urlContexts` and the like), so a report can say where a cold-start delivery was dropped.
    public func unreadConnectionOptions(of id: SessionID) -> [String] {
        connectionOptionsOfEvent.last { $0.0 == id }?.1.unreadContent ?? []
    }

    /// For each scene the current event connected with content the app never read: the session and the options.
    public var unreadConnectionOptionsOfEvent: [(session: SessionID, options: [String])] {
        connectionOptionsOfEvent.compactMap { id, options in
            let unread = options.unreadContent
            return unread.isEmpty ? nil : (id, unread)
        }
    }

    /// The scenes connected now, in their sessions' creation order; a scene stays until its `sceneDidDisconnect`
    /// has returned, also while its session's discard is being carried out.
    public var connectedSceneObjects: [UIScene] { scenes.compactMap { $0 } }

    /// Sends the appearance callbacks for whatever the app changed on screen outside a scene callback (in an app
    /// delegate callback, in main-queue work): every connected scene's windows, and the legacy app's window.
    package func updateAppearance() {
        for scene in scenes { if let scene { for window in scene.windowReferences { window.value?.updateAppearance() } } }
        if !configuration.spec.usesScenes { appDelegate?.window?.updateAppearance() }
    }
}
