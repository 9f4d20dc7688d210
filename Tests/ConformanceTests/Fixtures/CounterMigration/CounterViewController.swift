// A tally counter app, written the way a UIKit team writes it: only the import differs from the iOS file
// (`import UIKit` there). Its one screen is shared by both versions of the app (before and after its move
// to scenes); links `counter://add/N` add N to the tally, and the app announces them as a notification
// that the screen observes (the pattern of Cordova's URL plugin).
import Foundation
import LifecycleUIKit

/// What the counter shows.
struct CounterScreen: SceneContent {
    var count: Int
    var subject: AnyHashable? { nil }
}

/// The counter's one screen. It saves its tally to the standard user defaults when the app leaves the screen
/// and reads it back when it is made.
@MainActor
final class CounterViewController: UIViewController, SceneContentProviding {
    /// Posted with the number to add under `"amount"`.
    static let addRequested = Notification.Name("CounterAddRequested")
    static let countKey = "counter.count"

    var count = 0
    private var observer: (any NSObjectProtocol)?

    var sceneContent: AnyHashable? { CounterScreen(count: count) }

    /// The user taps "+1".
    func increment() { count += 1 }

    /// Starts handling `addRequested` posted on `center`.
    func startObserving(_ center: NotificationCenter) {
        observer = center.addObserver(forName: Self.addRequested, object: nil, queue: nil) { [weak self] note in
            let amount = note.userInfo?["amount"] as? Int ?? 0
            MainActor.assumeIsolated { self?.count += amount }
        }
    }

    func save() { UserDefaults.standard.set(count, forKey: Self.countKey) }
    func restore() { count = UserDefaults.standard.integer(forKey: Self.countKey) }

    /// Posts `addRequested` on `center` for a `counter://add/N` link; `false` for another URL.
    @discardableResult
    static func announce(_ url: URL, on center: NotificationCenter) -> Bool {
        guard url.scheme == "counter", url.host == "add", let amount = Int(url.lastPathComponent) else { return false }
        center.post(name: addRequested, object: nil, userInfo: ["amount": amount])
        return true
    }
}
