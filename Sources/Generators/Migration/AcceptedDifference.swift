import LifecycleRules

/// A difference between the legacy and the migrated app that the team has decided to keep, with its reason (M1).
///
/// A migration can change behaviour on purpose: an app that adopts scene restoration brings a window back after a
/// force quit where the legacy app started fresh. Declared in ``MigrationOptions/accepting``, such a difference does
/// not fail the check: it is accepted at the step where it begins (when the step's event, or one of the legacy
/// lifecycle's events for it, is of the kind `after` names; any step when `after` is `nil`) and for as long as it
/// lasts, until the two versions agree again on
/// what it is about. Nothing accepted is dropped silently: the report lists each accepted difference with the
/// number of stories it was accepted in, and one that never occurred, so that a declaration outliving the
/// difference it was written for is seen and removed.
///
/// ```swift
/// MigrationOptions(accepting: [
///     .shown(after: .launch, reason: "Journal 2 restores the open entry after a force quit; Journal 1 started fresh"),
/// ])
/// ```
public struct AcceptedDifference: Hashable, Sendable, CustomStringConvertible {
    /// What the accepted difference is in.
    public enum Subject: Hashable, Sendable {
        /// What the window the user sees shows.
        case shown
        /// The values stored under these keys, as reports name them (`UserDefaults.standard["draft"]`); every
        /// stored key when empty.
        case stored(keys: [String])
    }

    /// What differs.
    public var subject: Subject
    /// The kind of event of the step where the difference begins, in the scene version's story or the legacy app's
    /// (`.launch`: a step at which the legacy app launches); `nil`: any step.
    public var after: LifecycleEvent.Kind?
    /// Why the team keeps the difference, printed with it.
    public var reason: String

    public init(_ subject: Subject, after: LifecycleEvent.Kind? = nil, reason: String) {
        self.subject = subject
        self.after = after
        self.reason = reason
    }

    /// A difference in what the window shows, beginning at a step of kind `after` (any step when `nil`).
    public static func shown(after: LifecycleEvent.Kind? = nil, reason: String) -> AcceptedDifference {
        AcceptedDifference(.shown, after: after, reason: reason)
    }

    /// A difference in the values stored under `keys` (every key when empty), beginning at a step of kind `after`.
    public static func stored(_ keys: [String] = [], after: LifecycleEvent.Kind? = nil, reason: String)
        -> AcceptedDifference
    {
        AcceptedDifference(.stored(keys: keys), after: after, reason: reason)
    }

    /// `what is shown, from a launch step` or `UserDefaults.standard["draft"], from any step`.
    public var description: String {
        let what: String
        switch subject {
        case .shown: what = "what is shown"
        case .stored(let keys): what = keys.isEmpty ? "what is stored" : keys.joined(separator: ", ")
        }
        return what + (after.map { ", from a \($0) step" } ?? ", from any step")
    }

    /// Whether a difference beginning at the step of `event`, which the legacy app went through as `legacy`, is this
    /// one: `after` is the step's kind or the kind of one of its legacy events (`.launch` is any step at which the
    /// legacy app launches, such as the scene version's `foreground` of a session restored after a force quit).
    func begins(at event: LifecycleEvent, legacy: [LifecycleEvent]) -> Bool {
        guard let after else { return true }
        return event.kind == after || legacy.contains { $0.kind == after }
    }

    /// Whether the difference in stored `key` is this one's subject.
    func covers(storedKey key: String) -> Bool {
        guard case .stored(let keys) = subject else { return false }
        return keys.isEmpty || keys.contains(key)
    }
}

/// An accepted difference with how often a run accepted it, for reports.
public struct AcceptedDifferenceUse: Hashable, Sendable {
    /// The declaration.
    public var difference: AcceptedDifference
    /// In how many of the run's stories (its generated cases and regressions; not shrink candidates or replays) it was
    /// accepted (0: it never occurred).
    public var stories: Int

    /// `accepted in 12 stories: what is shown, from a launch step (reason)`, or for one that never occurred,
    /// `never occurred: … remove it if the difference is gone`.
    public var line: String {
        let declared = "\(difference) (\(EscapedText.controls(difference.reason)))"
        if stories == 0 { return "never occurred: \(declared); remove it if the difference is gone" }
        return "accepted in \(stories) \(stories == 1 ? "story" : "stories"): \(declared)"
    }

    /// The use as a JSON object.
    var json: String {
        "{\"difference\":\(JSONText.string(difference.description)),\"reason\":\(JSONText.string(difference.reason)),"
            + "\"stories\":\(stories)}"
    }
}

/// How often each accepted difference was accepted, across the stories of one check.
@MainActor
final class AcceptedDifferenceTally {
    let accepted: [AcceptedDifference]
    private(set) var stories: [Int]

    init(_ accepted: [AcceptedDifference]) {
        self.accepted = accepted
        self.stories = Array(repeating: 0, count: accepted.count)
    }

    /// A story accepted the differences at these indexes.
    func record(_ used: Set<Int>) {
        for i in used { stories[i] += 1 }
    }

    var uses: [AcceptedDifferenceUse] {
        zip(accepted, stories).map { AcceptedDifferenceUse(difference: $0, stories: $1) }
    }
}
