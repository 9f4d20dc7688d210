/// Why a failure could not be saved to the regression file: the path and the reason.
///
/// Thrown by ``RegressionStore/add(_:)``; the run reports it as a warning
/// instead of losing the entry silently:
///
/// ```text
/// warning: the failure could not be saved to lifecycle-regressions.txt: it is a directory, not a regular file
/// ```
public struct RegressionStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The regression file's path, as given (not resolved through symbolic links).
    public var path: String
    /// What went wrong, in lower case, such as `permission denied` or `it is a device, not a regular file`.
    public var reason: String

    /// Creates an error for a path.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }
}
