/// How much an Info.plist migration finding matters.
///
/// The order is the order of importance: `error` < `warning` < `info`, so a
/// sorted list shows errors first.
public enum InfoPlistMigrationSeverity: String, Hashable, Sendable, Comparable, CaseIterable {
    /// The migrated app will not launch with scenes, or it loses behaviour the old app had
    /// (its window, its URLs, its activities). `lifecycle-check migrate` exits 1.
    case error
    /// Probably a mistake, but the app may still work (a class name UIKit may not find, a key left behind).
    case warning
    /// A fact the team should confirm, not a mistake (such as the value of `UIApplicationSupportsMultipleScenes`).
    case info

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
