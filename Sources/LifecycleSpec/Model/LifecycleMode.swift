/// Which lifecycle an app uses: scenes (iOS 13+ with a manifest), legacy, or both back-deployed.
///
/// A back-deployed app implements both the scene and the app-level UI
/// callbacks; the OS version picks one set at run time, never both: iOS 12
/// and earlier behave as `legacy`, iOS 13 and later as `scenes`.
public enum LifecycleMode: Hashable, Sendable, CustomStringConvertible {
    /// Scene manifest present, iOS 13 or later: scene delegates get the UI callbacks.
    case scenes
    /// No manifest, or iOS 12: the app delegate gets the UI callbacks and no scene exists.
    case legacy
    /// Both sets implemented, run on the given iOS major version.
    case backDeployed(iOS: Int)

    /// Whether the scene lifecycle is in force for this mode.
    public var usesScenes: Bool {
        switch self {
        case .scenes: return true
        case .legacy: return false
        case .backDeployed(let version): return version >= 13
        }
    }

    /// `scenes`, `legacy`, `back-deployed-12`, `back-deployed-13`, …
    public var description: String {
        switch self {
        case .scenes: return "scenes"
        case .legacy: return "legacy"
        case .backDeployed(let version): return "back-deployed-\(version)"
        }
    }

    /// Parses the form `description` prints; `nil` for anything else.
    public init?(parsing text: String) {
        switch text {
        case "scenes": self = .scenes
        case "legacy": self = .legacy
        default:
            let prefix = "back-deployed-"
            guard text.hasPrefix(prefix), let version = Int(text.dropFirst(prefix.count)),
                  (9...99).contains(version) else { return nil }
            self = .backDeployed(iOS: version)
        }
    }
}
