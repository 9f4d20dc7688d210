import Foundation

#if !canImport(Darwin)
extension Bundle {
    /// The app's bundle, as UIKit apps read it: while a check runs an app whose scene manifest was read from its
    /// Info.plist, a bundle whose info dictionary is that Info.plist (`Bundle.main.object(forInfoDictionaryKey:
    /// "NSUserActivityTypes")`, `bundleIdentifier`, the app's own keys); otherwise Foundation's main bundle, the test
    /// runner's. It shadows Foundation's `Bundle.main` in files that import UIKit's surface, on Linux, where the test
    /// runner's bundle is not the app's. Safe from any thread. Resources are not in it: a test target's resources are
    /// in its `Bundle.module`.
    public static var main: Bundle { AppBundle.current ?? Foundation.Bundle.main }
}
#endif

/// The bundle `Bundle.main` is while an app runs: its Info.plist's directory, set as a process of the app starts
/// and ends, read from any thread.
enum AppBundle {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var directory: String?
    nonisolated(unsafe) private static var bundles: [String: Bundle] = [:]

    /// The running app's bundle, or `nil` when no app runs or it has no Info.plist.
    static var current: Bundle? {
        lock.lock()
        defer { lock.unlock() }
        guard let directory else { return nil }
        if let bundle = bundles[directory] { return bundle }
        let bundle = Bundle(path: directory)
        bundles[directory] = bundle
        return bundle
    }

    /// The running app's Info.plist directory (`nil`: no app runs, or it has none).
    static func setInfoPlistDirectory(_ path: String?) {
        lock.lock()
        directory = path
        lock.unlock()
    }
}
