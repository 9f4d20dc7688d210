import Foundation

/// The device the app runs on (UIKit's `UIDevice`): its interface idiom follows the device profile the check runs
/// (`.phone` on a phone; `.pad` on a pad and on a Mac, where an iPad app has the iPad idiom), so an app that branches
/// on `userInterfaceIdiom` takes the branch that device takes.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device.
    public static let current = UIDevice()

    /// The running check's device: `.phone` or `.pad`; `.unspecified` before any app has run.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { UIApplication.runningApplication?.host?.userInterfaceIdiom ?? .unspecified }

    /// The operating system's name: `iOS`.
    open var systemName: String { "iOS" }

    /// The model's name: `iPhone` on a phone, `iPad` on a pad or a Mac (and `iPhone` while no app runs).
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
}
