/// The two session roles the specification distinguishes.
public enum SpecRole: Hashable, Sendable {
    /// A normal app window (`windowApplication`).
    case application
    /// A scene on a connected external display.
    case externalDisplay

    /// The UIKit role this spec role is reported as (iOS 16 naming for external displays).
    public var sessionRole: SceneSessionRole {
        switch self {
        case .application: return .windowApplication
        case .externalDisplay: return .windowExternalDisplayNonInteractive
        }
    }
}
