import Dispatch
import Foundation

#if !canImport(Darwin)
extension NotificationCenter {
    /// Adds an observer whose block runs on `queue`, as Foundation's `addObserver(forName:object:queue:using:)` does,
    /// except that for `OperationQueue.main` a post made on the main queue runs the block at once, as iOS runs it for a
    /// post on the main thread.
    ///
    /// Foundation on Linux runs a block whose queue is not the posting thread's current queue by adding it to that
    /// queue and waiting for it. Swift Testing runs main-actor code on the main queue from a thread that is not the
    /// process's main thread, where `OperationQueue.current` is not `OperationQueue.main`: so an observer added with
    /// `queue: .main` (the usual UIKit idiom) made every post from main-actor code wait for a block queued behind the
    /// code that waits, and the app hung. This overload, for a queue that is not optional, is the one `queue: .main`
    /// and `queue: OperationQueue.main` call wherever the target imports `LifecycleUIKit` (in any of its files, unless
    /// the target enables `MemberImportVisibility`); Foundation's, taking `OperationQueue?`, still takes `nil` and a
    /// variable of that type, which still hangs for the main queue. A post from another thread still adds the block
    /// to the main queue and waits for it, as Foundation does.
    public func addObserver(forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue,
                            using block: @escaping @Sendable (Notification) -> Void) -> any NSObjectProtocol {
        let given: OperationQueue? = queue
        guard queue === OperationQueue.main else { return addObserver(forName: name, object: obj, queue: given, using: block) }
        return addObserver(forName: name, object: obj, queue: nil) { notification in
            if MainQueue.isCurrent {
                block(notification)
            } else {
                // Handed to the main queue as Foundation hands it there, and waited for.
                nonisolated(unsafe) let handed = notification
                OperationQueue.main.addOperation { block(handed) }
                OperationQueue.main.waitUntilAllOperationsAreFinished()
            }
        }
    }
}

/// Whether the code running now runs on the main queue, the main actor's on Linux, whichever thread runs it.
enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isCurrent: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true }
}
#endif
