import Foundation
import LifecycleUIKit

/// The journal's one screen: the entry being read, if any, and the draft being written.
@MainActor
public final class JournalViewController: UIViewController, SceneContentProviding {
    /// The entry shown, `nil` for the list.
    public var entry: Int?
    /// The text being written.
    public var draft = ""

    /// The user types.
    public func type(_ text: String) { draft += text }

    /// A link, activity or quick action opens an entry.
    public func open(entry: Int) {
        self.entry = entry
    }

    /// The user goes back to the list.
    public func closeEntry() { entry = nil }

    /// The entry the "Today" quick action opens.
    public static let todayEntry = 0

    /// Saves what is on screen to the standard user defaults, as both versions do when they leave the screen.
    public func save() {
        UserDefaults.standard.set(draft, forKey: JournalViewController.draftKey)
        UserDefaults.standard.set(entry.map(String.init) ?? "", forKey: JournalViewController.entryKey)
    }

    /// Reads back what `save()` stored.
    public func restore() {
        draft = UserDefaults.standard.string(forKey: JournalViewController.draftKey) ?? ""
        entry = UserDefaults.standard.string(forKey: JournalViewController.entryKey).flatMap { Int($0) }
    }

    public var sceneContent: AnyHashable? { JournalScreen(entry: entry, draft: draft) }

    public static let draftKey = "journal.draft"
    public static let entryKey = "journal.entry"
    /// How many times the journal became active (it refreshes its reminders then).
    public static let activationsKey = "journal.activations"

    /// Counts one activation, as the journal does when it refreshes its reminders.
    public static func countActivation() {
        let defaults = UserDefaults.standard
        defaults.set(defaults.integer(forKey: activationsKey) + 1, forKey: activationsKey)
    }

    /// The entry a `journal://entry/N` URL opens, `nil` for another URL.
    public static func entry(for url: URL) -> Int? {
        guard url.scheme == "journal", url.host == "entry" else { return nil }
        return Int(url.lastPathComponent)
    }

    /// The entry an activity of type `com.example.journal.entry` opens.
    public static func entry(for activity: NSUserActivity) -> Int? {
        guard activity.activityType == "com.example.journal.entry" else { return nil }
        return (activity.userInfo?["entry"] as? String).flatMap { Int($0) }
    }
}

/// What the journal shows.
public struct JournalScreen: Hashable, Sendable, CustomStringConvertible {
    public var entry: Int?
    public var draft: String

    public var description: String { "Journal(entry: \(entry.map(String.init) ?? "none"), draft: \"\(draft)\")" }
}
