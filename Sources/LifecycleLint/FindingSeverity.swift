/// How much a finding matters.
///
/// The order is the order of importance: `error` < `warning` < `info`, so a sorted list shows errors first. A
/// broken system or app rule is an error; a lint finding takes its rule's severity.
public enum FindingSeverity: String, Hashable, Sendable, Comparable, CaseIterable {
    /// A rule is broken: the app misbehaves, the trace shows what iOS never does, or (Info.plist lint) the
    /// migrated app will not launch with scenes or loses behaviour the old app had. The check fails and
    /// `lifecycle-check` exits 1.
    case error
    /// Probably a mistake, but the app may still work: work UIKit no longer calls (M2), a class name UIKit may
    /// not find, a key left behind.
    case warning
    /// A fact the team should confirm, not a mistake (such as the value of `UIApplicationSupportsMultipleScenes`).
    case info

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
