/// The optional first line of a trace: the format version and what the app was recorded on.
///
/// A trace without a header reads as version 1, scenes mode, pad, multiple
/// scenes supported, and no existing sessions (a fresh install).
public struct TraceHeader: Hashable, Sendable {
    /// The lifecycle the recorded app used.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        case scenes, legacy
    }

    /// The trace format version; always 1 in this version of the format.
    public var version: Int
    /// Scene-based (`scenes`) or app-delegate-only (`legacy`) lifecycle.
    public var mode: Mode
    /// The device the trace was recorded on.
    public var device: DeviceProfile
    /// The manifest's `UIApplicationSupportsMultipleScenes`.
    public var multipleScenes: Bool
    /// Sessions that existed before recording began, in the order the header lists them.
    public var existingSessions: [String]

    /// Creates a header; the defaults are those of a trace without a header.
    public init(
        version: Int = 1,
        mode: Mode = .scenes,
        device: DeviceProfile = .pad,
        multipleScenes: Bool = true,
        existingSessions: [String] = []
    ) {
        self.version = version
        self.mode = mode
        self.device = device
        self.multipleScenes = multipleScenes
        self.existingSessions = existingSessions
    }
}
