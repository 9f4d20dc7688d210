/// The activation state of a scene (or, in the legacy lifecycle, of the app's one UI).
///
/// Named as `UIScene.ActivationState` names its cases. A scene that is not
/// connected is `unattached`.
public enum ActivationState: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case unattached
    case foregroundInactive
    case foregroundActive
    case background

    /// Whether the state is one of the two foreground states.
    public var isForeground: Bool { self == .foregroundActive || self == .foregroundInactive }

    /// A short name for timelines: `unattached`, `fgInactive`, `fgActive`, `background`.
    public var description: String {
        switch self {
        case .unattached: return "unattached"
        case .foregroundInactive: return "fgInactive"
        case .foregroundActive: return "fgActive"
        case .background: return "background"
        }
    }
}
