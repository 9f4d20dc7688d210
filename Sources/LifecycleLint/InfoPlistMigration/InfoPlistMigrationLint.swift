/// Checks an app's Info.plist before and after its move from the app-delegate lifecycle to scenes.
///
/// Given the old Info.plist (app-delegate lifecycle) and the new one (scene
/// lifecycle), the lint reports what the migration guide requires and what
/// the old app declared that the new one lost, each as a `Finding` of a
/// rule (``InfoPlistMigrationRule``, `P1` to `P13`) with its severity, at a
/// key path (dotted, array indexes in brackets, a path in the new Info.plist
/// unless the message names the old one). Every value a message echoes from a
/// plist is quoted and escaped, and plist keys in the path are escaped, so a
/// finding is always one line:
///
/// ```text
/// P5 error UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication[0].UISceneStoryboardFile: …
/// P9 error CFBundleURLTypes: the old Info.plist's URL scheme 'notes' is in no CFBundleURLTypes entry of the new one: …
/// Info.plist migration old.plist -> new.plist: 2 errors, 0 warnings, 1 info
/// ```
///
/// Guarantees:
///
/// - both plists are read by ``PropertyListReader`` (XML or binary, at most
///   1 MiB), never by Foundation's parser: any input returns a report or
///   throws a ``ManifestError`` naming the file, in time linear in its size;
/// - a key of the wrong type is a finding (`P13`), not an error, so one
///   run lists every problem;
/// - the report depends only on the two plists' content: dictionary order in
///   the files, repeated keys (the last one wins, as in Foundation) and the
///   process do not change it;
/// - every value echoed from a plist is escaped and shortened
///   (``EscapedText``), so a finding is one line.
///
/// The lint reads only the Info.plists. Whether the delegate classes exist
/// and what the code does after the move is for the app rules and the runtime.
import LifecycleTrace
public enum InfoPlistMigrationLint {
    /// Checks the Info.plist bytes before and after the migration.
    ///
    /// - Parameters:
    ///   - oldPlist: the app-delegate lifecycle Info.plist, XML or binary.
    ///   - newPlist: the scene lifecycle Info.plist, XML or binary.
    ///   - oldName: the old file's name in messages (escaped before use).
    ///   - newName: the new file's name in messages (escaped before use).
    /// - Returns: the findings, sorted by key path, then ID.
    /// - Throws: ``ManifestError`` naming the file when either is larger than
    ///   1 MiB, is not a property list (with the line for XML), or is not a
    ///   dictionary at the top level. The old file is read first.
    public static func check(
        oldPlist: [UInt8], newPlist: [UInt8], oldName: String = "old Info.plist", newName: String = "new Info.plist"
    ) throws(ManifestError) -> InfoPlistMigrationReport {
        let oldName = EscapedText.controls(oldName)
        let newName = EscapedText.controls(newName)
        let old = try read(oldPlist, name: oldName)
        let new = try read(newPlist, name: newName)
        return InfoPlistMigrationReport(oldName: oldName, newName: newName, findings: findings(old: old, new: new))
    }

    /// Checks the Info.plist files at two paths; messages name each file by its path as given.
    ///
    /// - Throws: ``ManifestError`` naming the file when it cannot be read
    ///   (`cannot be read: no such file`, `…: it is a directory`, `…: it is
    ///   larger than 1 MiB`), or for what ``check(oldPlist:newPlist:oldName:newName:)`` throws.
    public static func check(oldPath: String, newPath: String) throws(ManifestError) -> InfoPlistMigrationReport {
        let old = try bytes(at: oldPath)
        let new = try bytes(at: newPath)
        return try check(oldPlist: old, newPlist: new, oldName: oldPath, newName: newPath)
    }

    // MARK: - Reading

    private static func bytes(at path: String) throws(ManifestError) -> [UInt8] {
        switch PropertyListFile.read(path: path) {
        case .success(let bytes): return bytes
        case .failure(let failure):
            throw ManifestError(source: EscapedText.controls(path), keyPath: "", problem: "cannot be read: \(failure.reason)")
        }
    }

    private static func read(_ bytes: [UInt8], name: String) throws(ManifestError) -> PropertyListValue {
        guard bytes.count <= PropertyListFile.maximumSize else {
            throw ManifestError(source: name, keyPath: "", problem: "is larger than 1 MiB, far above any real Info.plist")
        }
        let value: PropertyListValue
        do {
            value = try PropertyListReader.read(bytes)
        } catch {
            throw ManifestError(source: name, keyPath: "", problem: error.problem, line: error.line)
        }
        guard value.dictionaryEntries != nil else {
            throw ManifestError(source: name, keyPath: "", problem: "top level must be a dictionary, found \(value.typeDescription)",
                                line: value.line)
        }
        return value
    }

    // MARK: - Checking

    package static let manifestKey = "UIApplicationSceneManifest"
    package static let configurationsPath = "UIApplicationSceneManifest.UISceneConfigurations"
    /// UIKit's raw values of `UISceneSession.Role`, as the Info.plist spells them.
    package static let applicationRole = "UIWindowSceneSessionRoleApplication"
    package static let externalDisplayRoles: Set<String> = [
        "UIWindowSceneSessionRoleExternalDisplay", "UIWindowSceneSessionRoleExternalDisplayNonInteractive",
    ]

    /// The findings for two top-level dictionaries, unsorted.
    package static func findings(old: PropertyListValue, new: PropertyListValue) -> [Finding] {
        var walk = Walk()
        let oldStoryboard = walk.string(old["UIMainStoryboardFile"], at: "UIMainStoryboardFile", file: .old)
        if let manifest = walk.dictionary(new[manifestKey], at: manifestKey, file: .new) {
            walk.checkMultipleScenes(manifest)
            walk.checkConfigurations(manifest, oldStoryboard: oldStoryboard)
            if new["UIMainStoryboardFile"] != nil {
                walk.add(.storyboardLeftAtTopLevel, "UIMainStoryboardFile",
                         "is still in the new Info.plist: with scenes the storyboard is named by the scene configuration's "
                             + "UISceneStoryboardFile; remove this key so one place loads it")
            }
        } else if new[manifestKey] == nil {
            walk.add(.noSceneManifest, manifestKey,
                     "the new Info.plist has no scene manifest: the app still runs the app-delegate lifecycle, and built "
                         + "with the SDK after iOS 26 it will not launch")
        }
        walk.checkURLSchemes(old: old, new: new)
        walk.checkActivityTypes(old: old, new: new)
        return walk.findings
    }

    /// Which of the two plists a key path is in, for ``InfoPlistMigrationRule/wrongType`` sentences.
    package enum File: String {
        case old = "old Info.plist"
        case new = "new Info.plist"
    }

    /// The findings gathered while walking the two plists.
    package struct Walk {
        package var findings: [Finding] = []

        package mutating func add(_ rule: InfoPlistMigrationRule, _ keyPath: String, _ sentence: String) {
            findings.append(Finding(rule: rule.rule, place: .keyPath(keyPath), severity: rule.severity, message: sentence))
        }

        package mutating func wrong(_ value: PropertyListValue, at path: String, file: File, expected: String) {
            add(.wrongType, path, "must be \(expected), found \(value.typeDescription) (\(file.rawValue)); UIKit does not read it as intended")
        }

        /// The value when it is a dictionary; a `P13` finding when it is something else.
        package mutating func dictionary(_ value: PropertyListValue?, at path: String, file: File) -> PropertyListValue? {
            guard let value else { return nil }
            guard value.dictionaryEntries != nil else {
                wrong(value, at: path, file: file, expected: "a dictionary")
                return nil
            }
            return value
        }

        /// The elements when the value is an array; a `P13` finding when it is something else.
        package mutating func array(_ value: PropertyListValue?, at path: String, file: File) -> [PropertyListValue]? {
            guard let value else { return nil }
            guard let elements = value.arrayValue else {
                wrong(value, at: path, file: file, expected: "an array")
                return nil
            }
            return elements
        }

        /// The string; a `P13` finding when the value is something else.
        package mutating func string(_ value: PropertyListValue?, at path: String, file: File) -> String? {
            guard let value else { return nil }
            guard let s = value.stringValue else {
                wrong(value, at: path, file: file, expected: "a string")
                return nil
            }
            return s
        }

        /// The strings of an array of strings, in file order; elements of another type are `P13` findings.
        package mutating func strings(_ value: PropertyListValue?, at path: String, file: File) -> [String] {
            guard let elements = array(value, at: path, file: file) else { return [] }
            var out: [String] = []
            for (i, element) in elements.enumerated() {
                if let s = string(element, at: "\(path)[\(i)]", file: file) { out.append(s) }
            }
            return out
        }

        /// P7, P8: `UIApplicationSupportsMultipleScenes` missing, or its value.
        package mutating func checkMultipleScenes(_ manifest: PropertyListValue) {
            let path = "\(manifestKey).UIApplicationSupportsMultipleScenes"
            guard let raw = manifest["UIApplicationSupportsMultipleScenes"] else {
                add(.multipleScenesUnset, path,
                    "is missing, so it is NO: the app shows one window at a time; set it to say which the team wants")
                return
            }
            guard let flag = raw.booleanValue else {
                wrong(raw, at: path, file: .new, expected: "a boolean")
                return
            }
            add(.multipleScenesValue, path, flag
                ? "is YES: people can open several windows of the app at once, each with its own scene delegate"
                : "is NO: the app shows one window at a time (multiple windows are encouraged, not required)")
        }

        /// P2, P3, P4, P5, P11, P12 over `UISceneConfigurations`.
        package mutating func checkConfigurations(_ manifest: PropertyListValue, oldStoryboard: String?) {
            let path = InfoPlistMigrationLint.configurationsPath
            guard let raw = manifest["UISceneConfigurations"] else {
                add(.noApplicationConfiguration, path,
                    "is missing: no scene is configured for the application role, and TN3187 counts a manifest "
                        + "without configurations as not migrated")
                return
            }
            guard let byRole = dictionary(raw, at: path, file: .new), let entries = byRole.dictionaryEntries else { return }
            var roles: [String: PropertyListValue] = [:]  // a repeated role: the last one wins
            for entry in entries { roles[entry.key] = entry.value }
            var applicationConfigurations: [(index: Int, value: PropertyListValue)] = []
            for roleName in roles.keys.sorted() {
                let rolePath = "\(path).\(EscapedText.controls(roleName))"
                guard let list = array(roles[roleName], at: rolePath, file: .new) else { continue }
                var configurations: [(index: Int, value: PropertyListValue)] = []
                for (i, item) in list.enumerated() {
                    if let c = dictionary(item, at: "\(rolePath)[\(i)]", file: .new) { configurations.append((i, c)) }
                }
                if roleName == InfoPlistMigrationLint.applicationRole { applicationConfigurations = configurations }
                for (i, configuration) in configurations {
                    checkConfiguration(configuration, role: roleName, at: "\(rolePath)[\(i)]")
                }
            }
            let applicationPath = "\(path).\(InfoPlistMigrationLint.applicationRole)"
            guard let first = applicationConfigurations.first else {
                if roles[InfoPlistMigrationLint.applicationRole] == nil {
                    add(.noApplicationConfiguration, applicationPath,
                        "is missing: no scene is configured for the app's windows, and TN3187 counts a manifest "
                            + "without configurations as not migrated")
                } else if roles[InfoPlistMigrationLint.applicationRole]?.arrayValue?.isEmpty == true {
                    add(.noApplicationConfiguration, applicationPath,
                        "is empty: no scene is configured for the app's windows (the first entry is the default configuration)")
                }
                return
            }
            // A storyboard value of the wrong type is already a P13 finding (checkConfiguration).
            if let oldStoryboard, !isBlank(oldStoryboard) {
                let storyboardPath = "\(applicationPath)[\(first.index)].UISceneStoryboardFile"
                let storyboard = first.value["UISceneStoryboardFile"]
                if storyboard == nil || storyboard?.stringValue.map(isBlank) == true {
                    add(.storyboardNotMoved, storyboardPath,
                        "the old Info.plist's UIMainStoryboardFile \(EscapedText.quoted(oldStoryboard)) is not in the default "
                            + "scene configuration: its window no longer appears unless the scene delegate builds one in willConnect")
                }
            }
        }

        /// P3, P4, P11, P12 for one configuration dictionary, and P13 for its string keys.
        package mutating func checkConfiguration(_ configuration: PropertyListValue, role: String, at path: String) {
            let delegatePath = "\(path).UISceneDelegateClassName"
            let delegate = string(configuration["UISceneDelegateClassName"], at: delegatePath, file: .new)
            let wrongDelegateType = configuration["UISceneDelegateClassName"] != nil && delegate == nil
            if let delegate, !isBlank(delegate) {
                if !hasModulePrefix(delegate) {
                    add(.delegateClassWithoutModule, delegatePath,
                        "\(EscapedText.quoted(delegate)) has no module prefix: UIKit finds a Swift class only as "
                            + "'Module.Class' (write '$(PRODUCT_MODULE_NAME).' before it) "
                            + "unless it is declared @objc with that name")
                }
            } else if !wrongDelegateType {
                if role == InfoPlistMigrationLint.applicationRole {
                    add(.noDelegateClass, delegatePath,
                        "is missing: UIKit makes no scene delegate for this configuration, so no scene callback runs "
                            + "and no delegate holds the window (a storyboard does not replace it)")
                } else if InfoPlistMigrationLint.externalDisplayRoles.contains(role) {
                    add(.externalDisplayWithoutDelegate, delegatePath,
                        "is missing: the external display's scene connects with no delegate, so nothing draws on it")
                }
            }
            _ = string(configuration["UISceneConfigurationName"], at: "\(path).UISceneConfigurationName", file: .new)
            _ = string(configuration["UISceneStoryboardFile"], at: "\(path).UISceneStoryboardFile", file: .new)
            let classPath = "\(path).UISceneClassName"
            if let sceneClass = string(configuration["UISceneClassName"], at: classPath, file: .new),
               sceneClass == "UIScene", role.hasPrefix("UIWindowSceneSessionRole")
            {
                add(.sceneClassIsUIScene, classPath,
                    "is 'UIScene': a window role needs 'UIWindowScene' (or a subclass), or the scene has no window")
            }
        }

        /// P9: every URL scheme of the old Info.plist is in the new one (schemes compare without case).
        package mutating func checkURLSchemes(old: PropertyListValue, new: PropertyListValue) {
            let oldSchemes = schemes(in: old, file: .old)
            let newSchemes = Set(schemes(in: new, file: .new).map { $0.lowercased() })
            var reported: Set<String> = []
            for scheme in oldSchemes where !newSchemes.contains(scheme.lowercased()) {
                guard reported.insert(scheme.lowercased()).inserted else { continue }
                add(.urlSchemeDropped, "CFBundleURLTypes",
                    "the old Info.plist's URL scheme \(EscapedText.quoted(scheme)) is in no CFBundleURLTypes entry of the "
                        + "new one: links with it no longer open the app")
            }
        }

        /// The URL schemes a plist declares, in file order.
        package mutating func schemes(in plist: PropertyListValue, file: File) -> [String] {
            guard let types = array(plist["CFBundleURLTypes"], at: "CFBundleURLTypes", file: file) else { return [] }
            var out: [String] = []
            for (i, type) in types.enumerated() {
                guard let entry = dictionary(type, at: "CFBundleURLTypes[\(i)]", file: file) else { continue }
                out += strings(entry["CFBundleURLSchemes"], at: "CFBundleURLTypes[\(i)].CFBundleURLSchemes", file: file)
            }
            return out
        }

        /// P10: every activity type of the old Info.plist is in the new one.
        package mutating func checkActivityTypes(old: PropertyListValue, new: PropertyListValue) {
            let oldTypes = strings(old["NSUserActivityTypes"], at: "NSUserActivityTypes", file: .old)
            let newTypes = Set(strings(new["NSUserActivityTypes"], at: "NSUserActivityTypes", file: .new))
            var reported: Set<String> = []
            for type in oldTypes where !newTypes.contains(type) {
                guard reported.insert(type).inserted else { continue }
                add(.activityTypeDropped, "NSUserActivityTypes",
                    "the old Info.plist's activity type \(EscapedText.quoted(type)) is not in the new one: activities of "
                        + "that type no longer reach the app")
            }
        }

        package func isBlank(_ s: String) -> Bool { s.allSatisfy(\.isWhitespace) }

        /// Whether a class name reads `Module.Class`: a dot with a name on each side.
        package func hasModulePrefix(_ name: String) -> Bool {
            guard let dot = name.lastIndex(of: ".") else { return false }
            return dot != name.startIndex && name.index(after: dot) != name.endIndex
        }
    }
}
