/// The kind of device the lifecycle runs on; it decides how many windows may exist.
///
/// On a `phone` at most one `windowApplication` session exists and one scene is in
/// the foreground. A `pad` or `mac` may hold many sessions side by side when the
/// manifest supports multiple scenes.
public enum DeviceProfile: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case phone, pad, mac

    /// Whether the device can show several windows of one app at once (pad, mac).
    public var supportsMultipleWindows: Bool { self != .phone }

    public var description: String { rawValue }
}
