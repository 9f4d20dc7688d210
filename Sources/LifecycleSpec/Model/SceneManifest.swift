import Foundation

/// The Info.plist scene manifest: whether multiple scenes are supported and the configurations per role.
///
/// Read from a real Info.plist, XML or binary (`load(contentsOf:)`,
/// `load(plistData:source:)`), by ``PropertyListReader``. An app without a manifest runs the legacy lifecycle.
/// Configurations keep the order the plist lists them in, and roles are
/// listed sorted by raw value, so nothing depends on dictionary order.
public struct SceneManifest: Hashable, Sendable {
    /// `UIApplicationSupportsMultipleScenes` ("Enable Multiple Windows"); `false` when absent.
    public var supportsMultipleScenes: Bool
    /// `UISceneConfigurations`: the declared configurations, per role, in plist order.
    public var configurations: [SceneSessionRole: [SceneConfiguration]]
    /// `NSUserActivityTypes` from the same Info.plist (empty when absent): the activity types the app can continue,
    /// for A12 and for the activities a check sends (`PayloadCatalog.declared(by:)`).
    public var userActivityTypes: [String]
    /// The URL schemes of `CFBundleURLTypes` (each type's `CFBundleURLSchemes`, in plist order) from the same
    /// Info.plist; `nil` for a manifest made in code, which says nothing about them.
    public var urlSchemes: [String]?
    /// The static quick actions of `UIApplicationShortcutItems` (`UIApplicationShortcutItemType`,
    /// `UIApplicationShortcutItemTitle`), in plist order, from the same Info.plist; `nil` for a manifest made in code.
    public var shortcutItems: [ShortcutItem]?
    /// The whole Info.plist the manifest was read from (its top-level dictionary), which a running app sees as
    /// `Bundle.main.infoDictionary`; `nil` for a manifest made in code.
    public var infoDictionary: PropertyListValue?

    public init(
        supportsMultipleScenes: Bool,
        configurations: [SceneSessionRole: [SceneConfiguration]],
        userActivityTypes: [String] = [],
        urlSchemes: [String]? = nil,
        shortcutItems: [ShortcutItem]? = nil
    ) {
        self.supportsMultipleScenes = supportsMultipleScenes
        self.configurations = configurations
        self.userActivityTypes = userActivityTypes
        self.urlSchemes = urlSchemes
        self.shortcutItems = shortcutItems
    }

    /// Whether the manifest was read from an Info.plist, and so says what the app declares it can be sent
    /// (URL schemes, activity types, quick actions), even when that is nothing.
    public var declaresDeliveries: Bool { urlSchemes != nil && shortcutItems != nil }

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

    /// The manifest of Xcode's app template: one configuration, "Default Configuration", for the application
    /// role, with the scene delegate class. Like the template's Info.plist it declares no external display
    /// configuration, so an external display's session gets the configuration UIKit fills in for an
    /// undeclared role, and the template's `configurationForConnecting` (`UISceneConfiguration(name:
    /// "Default Configuration", sessionRole: connectingSceneSession.role)`) passes A9.
    public static func standard(supportsMultipleScenes: Bool = true, delegateClassName: String = "SceneDelegate")
        -> SceneManifest
    {
        SceneManifest(
            supportsMultipleScenes: supportsMultipleScenes,
            configurations: [
                .windowApplication: [SceneConfiguration(
                    name: "Default Configuration", sessionRole: .windowApplication,
                    delegateClassName: delegateClassName)],
            ])
    }
}

extension SceneManifest {
    /// Reads the manifest from an Info.plist file.
    ///
    /// The file is read whole, up to 1 MiB (`PropertyListFile.maximumSize`);
    /// a larger file is an error, read no further. An error for a file that
    /// cannot be read names its whole path (a dangling symbolic link says where
    /// it points); errors in its content name it by its last path component.
    ///
    /// - Returns: the manifest, or `nil` when the plist has no
    ///   `UIApplicationSceneManifest` (the app runs the legacy lifecycle).
    /// - Throws: `ManifestError` naming the file and the problem: why the file
    ///   cannot be read (`cannot be read: no such file`, `…: permission denied`,
    ///   `…: it is a directory`, `…: it is larger than 1 MiB`, `…: it is a
    ///   symbolic link to '…', which does not exist`), or what
    ///   ``load(plistData:source:)`` throws.
    public static func load(contentsOf url: URL) throws(ManifestError) -> SceneManifest? {
        let name = url.lastPathComponent
        switch PropertyListFile.read(path: url.path) {
        case .success(let bytes):
            return try load(plistBytes: bytes, source: name)
        case .failure(let failure):
            // The whole path: a file that cannot be read is often not where the test thinks it is.
            throw ManifestError(source: url.path, keyPath: "", problem: "cannot be read: \(failure.reason)")
        }
    }

    /// Reads the manifest from the bytes of an Info.plist (XML or binary), at most 1 MiB.
    ///
    /// The bytes are read by ``PropertyListReader``, never by Foundation's
    /// parser, so any input returns or throws, in time and memory that grow
    /// about linearly with its size (sorting the roles adds a log factor). Only `NSUserActivityTypes`, `CFBundleURLTypes`,
    /// `UIApplicationShortcutItems` and `UIApplicationSceneManifest` are looked at; other keys may hold any plist value (sets and UIDs too).
    ///
    /// - Parameter source: the name errors use for the file, such as `Info.plist`.
    /// - Returns: the manifest, or `nil` when there is no `UIApplicationSceneManifest`.
    /// - Throws: `ManifestError` for a malformed plist or manifest: for XML
    ///   with the line (`Info.plist:12: expected </string>, found </key>`),
    ///   for a manifest of the wrong shape with the key path, and the line
    ///   too when the plist is XML.
    public static func load(plistData: Data, source: String = "Info.plist") throws(ManifestError) -> SceneManifest? {
        try load(plistBytes: Array(plistData), source: source)
    }

    private static func load(plistBytes: [UInt8], source: String) throws(ManifestError) -> SceneManifest? {
        guard plistBytes.count <= PropertyListFile.maximumSize else {
            throw ManifestError(source: source, keyPath: "", problem: "is larger than 1 MiB, far above any real Info.plist")
        }
        let info: PropertyListValue
        do {
            info = try PropertyListReader.read(plistBytes)
        } catch {
            throw ManifestError(source: source, keyPath: "", problem: error.problem, line: error.line)
        }
        func wrong(_ path: String, _ value: PropertyListValue, _ expected: String) -> ManifestError {
            ManifestError(source: source, keyPath: path, problem: "must be \(expected), found \(value.typeDescription)",
                          line: value.line)
        }
        guard info.dictionaryEntries != nil else {
            throw ManifestError(source: source, keyPath: "", problem: "top level must be a dictionary, found \(info.typeDescription)",
                                line: info.line)
        }
        var activityTypes: [String] = []
        if let raw = info["NSUserActivityTypes"] {
            guard let list = raw.arrayValue else { throw wrong("NSUserActivityTypes", raw, "an array of strings") }
            for (i, item) in list.enumerated() {
                guard let s = item.stringValue else { throw wrong("NSUserActivityTypes[\(i)]", item, "a string") }
                activityTypes.append(s)
            }
        }
        let schemes = try urlSchemes(in: info, wrong: wrong)
        let shortcuts = try shortcutItems(in: info, source: source, wrong: wrong)
        guard let manifest = info["UIApplicationSceneManifest"] else { return nil }
        let base = "UIApplicationSceneManifest"
        guard manifest.dictionaryEntries != nil else { throw wrong(base, manifest, "a dictionary") }
        var multiple = false
        if let raw = manifest["UIApplicationSupportsMultipleScenes"] {
            guard let flag = raw.booleanValue else {
                throw wrong("\(base).UIApplicationSupportsMultipleScenes", raw, "a boolean")
            }
            multiple = flag
        }
        var configurations: [SceneSessionRole: [SceneConfiguration]] = [:]
        if let byRole = manifest["UISceneConfigurations"] {
            let path = "\(base).UISceneConfigurations"
            guard let entries = byRole.dictionaryEntries else { throw wrong(path, byRole, "a dictionary") }
            var lists: [String: PropertyListValue] = [:]  // a repeated role: the last one wins
            for entry in entries { lists[entry.key] = entry.value }
            for roleName in lists.keys.sorted() {
                let rolePath = "\(path).\(roleName)"
                let rawList = lists[roleName]!
                guard let list = rawList.arrayValue else { throw wrong(rolePath, rawList, "an array of dictionaries") }
                let role = SceneSessionRole(rawValue: roleName)
                var parsed: [SceneConfiguration] = []
                for (i, item) in list.enumerated() {
                    let itemPath = "\(rolePath)[\(i)]"
                    guard item.dictionaryEntries != nil else { throw wrong(itemPath, item, "a dictionary") }
                    func string(_ key: String) throws(ManifestError) -> String? {
                        guard let value = item[key] else { return nil }
                        guard let s = value.stringValue else { throw wrong("\(itemPath).\(key)", value, "a string") }
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
        var read = SceneManifest(supportsMultipleScenes: multiple, configurations: configurations,
                                 userActivityTypes: activityTypes, urlSchemes: schemes, shortcutItems: shortcuts)
        read.infoDictionary = info
        return read
    }

    private typealias Wrong = (String, PropertyListValue, String) -> ManifestError

    /// `CFBundleURLTypes[i].CFBundleURLSchemes[j]`, in plist order, each scheme once (empty when absent).
    private static func urlSchemes(in info: PropertyListValue, wrong: Wrong) throws(ManifestError) -> [String] {
        guard let raw = info["CFBundleURLTypes"] else { return [] }
        guard let types = raw.arrayValue else { throw wrong("CFBundleURLTypes", raw, "an array of dictionaries") }
        var schemes: [String] = []
        for (i, type) in types.enumerated() {
            let path = "CFBundleURLTypes[\(i)]"
            guard type.dictionaryEntries != nil else { throw wrong(path, type, "a dictionary") }
            guard let list = type["CFBundleURLSchemes"] else { continue }
            guard let items = list.arrayValue else { throw wrong("\(path).CFBundleURLSchemes", list, "an array of strings") }
            for (j, item) in items.enumerated() {
                guard let scheme = item.stringValue else { throw wrong("\(path).CFBundleURLSchemes[\(j)]", item, "a string") }
                if !scheme.isEmpty && !schemes.contains(scheme) { schemes.append(scheme) }
            }
        }
        return schemes
    }

    /// `UIApplicationShortcutItems[i]`: its type and title, in plist order (empty when absent).
    private static func shortcutItems(in info: PropertyListValue, source: String, wrong: Wrong) throws(ManifestError) -> [ShortcutItem] {
        guard let raw = info["UIApplicationShortcutItems"] else { return [] }
        guard let list = raw.arrayValue else { throw wrong("UIApplicationShortcutItems", raw, "an array of dictionaries") }
        var items: [ShortcutItem] = []
        for (i, item) in list.enumerated() {
            let path = "UIApplicationShortcutItems[\(i)]"
            guard item.dictionaryEntries != nil else { throw wrong(path, item, "a dictionary") }
            guard let typeValue = item["UIApplicationShortcutItemType"] else {
                throw ManifestError(source: source, keyPath: path + ".UIApplicationShortcutItemType", problem: "is missing (UIKit requires it)",
                                    line: item.line)
            }
            guard let type = typeValue.stringValue else { throw wrong(path + ".UIApplicationShortcutItemType", typeValue, "a string") }
            var title = ""
            if let titleValue = item["UIApplicationShortcutItemTitle"] {
                guard let text = titleValue.stringValue else { throw wrong(path + ".UIApplicationShortcutItemTitle", titleValue, "a string") }
                title = text
            }
            items.append(ShortcutItem(type: type, localizedTitle: title))
        }
        return items
    }
}
