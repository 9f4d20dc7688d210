// The app's model: a count every window shows, changed from any window, with a notification when it changes.
import Foundation

extension Notification.Name {
    static let counterDidChange = Notification.Name("CounterStore.counterDidChange")
}

final class CounterStore {
    static let shared = CounterStore()
    private(set) var count = 0

    func increment() {
        count += 1
        NotificationCenter.default.post(name: .counterDidChange, object: self)
    }

    func reset() { count = 0 }
}
