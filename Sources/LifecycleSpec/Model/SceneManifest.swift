import Foundation

/// The Info.plist scene manifest: whether multiple scenes are supported and the configurations per role.
///
/// Read from a real Info.plist, XML or binary (`init(contentsOf:)`,
/// `init(plistData:)`). An app without a manifest runs the legacy lifecycle.
/// Configurations keep the order the plist lists them in, and roles are
/// listed sorted by raw value, so nothing depends on dictionary order.
public struct SceneManifest: Hashable, Sendable {
    /// `UIApplicationSupportsMultipleScenes` ("Enable Multiple Windows"); `false` when absent.
    public var supportsMultipleScenes: Bool
    /// `UISceneConfigurations`: the declared configurations, per role, in plist order.
    public var configurations: [SceneSessionRole: [SceneConfiguration]]
    /// `NSUserActivityTypes` from the same Info.plist (empty when absent), for A12.
    public var userActivityTypes: [String]

    public init(
        supportsMultipleScenes: Bool,
        configurations: [SceneSessionRole: [SceneConfiguration]],
        userActivityTypes: [String] = []
    ) {
        self.supportsMultipleScenes = supportsMultipleScenes
        self.configurations = configurations
        self.userActivityTypes = userActivityTypes
    }

    /// The roles that have configurations, sorted by raw value.
    public var roles: [SceneSessionRole] { configurations.keys.sorted { $0.rawValue < $1.rawValue } }

    /// The configurations declared for `role`, in plist order (empty if none).
    public func configurations(for role: SceneSessionRole) -> [SceneConfiguration] {
        configurations[role] ?? []
    }

    /// Whether the manifest declares a configuration with this name for this role (A9).
    public func declares(_ configuration: SceneConfiguration) -> Bool {
        configurations(for: configuration.sessionRole).contains { $0.name == configuration.name }
    }

    /// A manifest with one configuration per role, named like Xcode's template names it.
    public static func standard(supportsMultipleScenes: Bool = true, delegateClassName: String = "SceneDelegate")
        -> SceneManifest
    {
        SceneManifest(
            supportsMultipleScenes: supportsMultipleScenes,
            configurations: [
                .windowApplication: [SceneConfiguration(
                    name: "Default Configuration", sessionRole: .windowApplication,
                    delegateClassName: delegateClassName)],
                .windowExternalDisplayNonInteractive: [SceneConfiguration(
                    name: "External Display", sessionRole: .windowExternalDisplayNonInteractive,
                    delegateClassName: delegateClassName)],
            ])
    }
}

extension SceneManifest {
    /// Reads the manifest from an Info.plist file.
    ///
    /// - Returns: the manifest, or `nil` when the plist has no
    ///   `UIApplicationSceneManifest` (the app runs the legacy lifecycle).
    /// - Throws: `ManifestError` naming the file, the key path and the problem
    ///   when the file cannot be read, is not a property list, or has a
    ///   manifest of the wrong shape.
    public static func load(contentsOf url: URL) throws(ManifestError) -> SceneManifest? {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ManifestError(source: url.lastPathComponent, keyPath: "", problem: "cannot be read")
        }
        return try load(plistData: data, source: url.lastPathComponent)
    }

    /// Reads the manifest from the bytes of an Info.plist (XML or binary).
    ///
    /// - Parameter source: the name errors use for the file, such as `Info.plist`.
    /// - Returns: the manifest, or `nil` when there is no `UIApplicationSceneManifest`.
    /// - Throws: `ManifestError` for a malformed plist or manifest.
    public static func load(plistData: Data, source: String = "Info.plist") throws(ManifestError) -> SceneManifest? {
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: plistData, options: [], format: nil)
        } catch {
            throw ManifestError(source: source, keyPath: "", problem: "is not a property list (XML or binary)")
        }
        guard let info = root as? [String: Any] else {
            throw ManifestError(source: source, keyPath: "", problem: "top level must be a dictionary, found \(typeName(root))")
        }
        var activityTypes: [String] = []
        if let raw = info["NSUserActivityTypes"] {
            guard let list = raw as? [Any] else {
                throw ManifestError(source: source, keyPath: "NSUserActivityTypes",
                                    problem: "must be an array of strings, found \(typeName(raw))")
            }
            for (i, item) in list.enumerated() {
                guard let s = item as? String else {
                    throw ManifestError(source: source, keyPath: "NSUserActivityTypes[\(i)]",
                                        problem: "must be a string, found \(typeName(item))")
                }
                activityTypes.append(s)
            }
        }
        guard let rawManifest = info["UIApplicationSceneManifest"] else { return nil }
        let base = "UIApplicationSceneManifest"
        guard let manifest = rawManifest as? [String: Any] else {
            throw ManifestError(source: source, keyPath: base, problem: "must be a dictionary, found \(typeName(rawManifest))")
        }
        var multiple = false
        if let raw = manifest["UIApplicationSupportsMultipleScenes"] {
            guard let flag = boolValue(raw) else {
                throw ManifestError(source: source, keyPath: "\(base).UIApplicationSupportsMultipleScenes",
                                    problem: "must be a boolean, found \(typeName(raw))")
            }
            multiple = flag
        }
        var configurations: [SceneSessionRole: [SceneConfiguration]] = [:]
        if let rawConfigs = manifest["UISceneConfigurations"] {
            let path = "\(base).UISceneConfigurations"
            guard let byRole = rawConfigs as? [String: Any] else {
                throw ManifestError(source: source, keyPath: path, problem: "must be a dictionary, found \(typeName(rawConfigs))")
            }
            for roleName in byRole.keys.sorted() {
                let rolePath = "\(path).\(roleName)"
                guard let list = byRole[roleName] as? [Any] else {
                    throw ManifestError(source: source, keyPath: rolePath,
                                        problem: "must be an array of dictionaries, found \(typeName(byRole[roleName]!))")
                }
                let role = SceneSessionRole(rawValue: roleName)
                var parsed: [SceneConfiguration] = []
                for (i, item) in list.enumerated() {
                    let itemPath = "\(rolePath)[\(i)]"
                    guard let dict = item as? [String: Any] else {
                        throw ManifestError(source: source, keyPath: itemPath, problem: "must be a dictionary, found \(typeName(item))")
                    }
                    func string(_ key: String) throws(ManifestError) -> String? {
                        guard let value = dict[key] else { return nil }
                        guard let s = value as? String else {
                            throw ManifestError(source: source, keyPath: "\(itemPath).\(key)",
                                                problem: "must be a string, found \(typeName(value))")
                        }
                        return s
                    }
                    parsed.append(SceneConfiguration(
                        name: try string("UISceneConfigurationName"),
                        sessionRole: role,
                        delegateClassName: try string("UISceneDelegateClassName"),
                        storyboardName: try string("UISceneStoryboardFile"),
                        sceneClassName: try string("UISceneClassName")))
                }
                configurations[role] = parsed
            }
        }
        return SceneManifest(supportsMultipleScenes: multiple, configurations: configurations,
                             userActivityTypes: activityTypes)
    }

    /// A plist boolean (`<true/>`, `<false/>`); an integer is not accepted as one.
    private static func boolValue(_ value: Any) -> Bool? {
        isPlistBoolean(value) ? (value as! Bool) : nil
    }

    private static func isPlistBoolean(_ value: Any) -> Bool {
        if type(of: value) == Bool.self { return true }
        #if canImport(Darwin)
        if let n = value as? NSNumber { return CFGetTypeID(n) == CFBooleanGetTypeID() }
        #endif
        return false
    }

    static func typeName(_ value: Any) -> String {
        switch value {
        case is String: return "a string"
        case _ where isPlistBoolean(value): return "a boolean"
        case is NSNumber: return "a number"
        case is [Any]: return "an array"
        case is [String: Any]: return "a dictionary"
        case is Data: return "data"
        case is Date: return "a date"
        default: return "a value of another type"
        }
    }
}

/// A malformed Info.plist or scene manifest: the file, the key path and the problem.
public struct ManifestError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file name, such as `Info.plist`.
    public var source: String
    /// The dotted key path, such as `UIApplicationSceneManifest.UISceneConfigurations`; empty for the whole file.
    public var keyPath: String
    /// What is wrong, such as `must be a dictionary, found an array`.
    public var problem: String

    public init(source: String, keyPath: String, problem: String) {
        self.source = source
        self.keyPath = keyPath
        self.problem = problem
    }

    /// `Info.plist: UIApplicationSceneManifest.UISceneConfigurations must be a dictionary, found an array`.
    public var description: String {
        keyPath.isEmpty ? "\(source): \(problem)" : "\(source): \(keyPath) \(problem)"
    }
}
