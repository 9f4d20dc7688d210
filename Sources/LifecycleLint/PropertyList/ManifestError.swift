/// A malformed Info.plist or scene manifest: the file, the key path and the problem.
public struct ManifestError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file name, such as `Info.plist`.
    public var source: String
    /// The dotted key path, such as `UIApplicationSceneManifest.UISceneConfigurations`; empty for the whole file.
    public var keyPath: String
    /// What is wrong, such as `must be a dictionary, found an array`.
    public var problem: String
    /// The 1-based line of the problem in an XML plist; `nil` for binary plists and for the file as a whole.
    public var line: Int?

    public init(source: String, keyPath: String, problem: String, line: Int? = nil) {
        self.source = source
        self.keyPath = keyPath
        self.problem = problem
        self.line = line
    }

    /// The file, the line when known, the key path when there is one, and the problem:
    /// `Info.plist:14: UIApplicationSceneManifest.UISceneConfigurations must be a dictionary, found an array`,
    /// `Info.plist:3: expected </string> (for the <string> on line 2), found </key>`,
    /// `Info.plist: is not a property list (XML or binary)`.
    public var description: String {
        let place = line.map { "\(source):\($0):" } ?? "\(source):"
        return keyPath.isEmpty ? "\(place) \(problem)" : "\(place) \(keyPath) \(problem)"
    }
}
