/// A source file ``DelegateSignatureLint`` could not read: its path and why.
import LifecycleTrace
public struct DelegateSignatureLintError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path as given.
    public var path: String
    /// Why, in words: `no such file`, `permission denied`, `it is a directory`, `it is larger than 16 MiB`…
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `cannot read 'path': reason`, control characters escaped.
    public var description: String { "cannot read \(EscapedText.quoted(path)): \(reason)" }
}
