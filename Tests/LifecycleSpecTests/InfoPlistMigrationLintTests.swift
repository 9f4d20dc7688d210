import Foundation
import LifecycleRules
import Testing

/// The Info.plist migration lint (P1–P13): a correct migration passes; each finding has a holding and a breaking case.
@Suite("Info.plist migration lint")
struct InfoPlistMigrationLintTests {
    // MARK: Fixtures

    /// An XML Info.plist around `body` (the top-level dictionary's entries).
    static func plist(_ body: String) -> [UInt8] {
        Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(body)
            </dict>
            </plist>

            """.utf8)
    }

    /// What both versions of the legacy Notes app declare: its bundle, launch screen, URL scheme and activity type.
    static let common = """
        <key>CFBundleIdentifier</key><string>com.example.notes</string>
        <key>UILaunchStoryboardName</key><string>LaunchScreen</string>
        <key>CFBundleURLTypes</key><array><dict>
          <key>CFBundleURLName</key><string>com.example.notes</string>
          <key>CFBundleURLSchemes</key><array><string>notes</string></array>
        </dict></array>
        <key>NSUserActivityTypes</key><array><string>com.example.notes.edit</string></array>
        """

    /// The legacy app: a main storyboard, no scene manifest.
    static let legacyBody = common + "\n<key>UIMainStoryboardFile</key><string>Main</string>"

    /// One scene configuration dictionary; `nil` leaves a key out.
    static func configuration(name: String = "Default Configuration",
                              delegate: String? = "$(PRODUCT_MODULE_NAME).SceneDelegate",
                              storyboard: String? = "Main", sceneClass: String? = nil) -> String
    {
        var out = "<dict><key>UISceneConfigurationName</key><string>\(name)</string>"
        if let delegate { out += "<key>UISceneDelegateClassName</key><string>\(delegate)</string>" }
        if let storyboard { out += "<key>UISceneStoryboardFile</key><string>\(storyboard)</string>" }
        if let sceneClass { out += "<key>UISceneClassName</key><string>\(sceneClass)</string>" }
        return out + "</dict>"
    }

    /// A scene manifest; `multiple: nil` leaves `UIApplicationSupportsMultipleScenes` out, `roles: nil` leaves
    /// `UISceneConfigurations` out.
    static func manifest(multiple: Bool? = false,
                         roles: String? = "<key>UIWindowSceneSessionRoleApplication</key><array>\(configuration())</array>")
        -> String
    {
        var out = "<key>UIApplicationSceneManifest</key><dict>"
        if let multiple { out += "<key>UIApplicationSupportsMultipleScenes</key>\(multiple ? "<true/>" : "<false/>")" }
        if let roles { out += "<key>UISceneConfigurations</key><dict>\(roles)</dict>" }
        return out + "</dict>"
    }

    /// The migrated app as TN3187 shows it: the manifest with one application configuration that names the
    /// scene delegate with its module and the storyboard; `UIMainStoryboardFile` gone.
    static let migratedBody = common + "\n" + manifest()

    static let legacy = plist(legacyBody)
    static let migrated = plist(migratedBody)

    static func check(old: [UInt8] = legacy, new: [UInt8]) throws -> InfoPlistMigrationReport {
        try InfoPlistMigrationLint.check(oldPlist: old, newPlist: new, oldName: "old.plist", newName: "new.plist")
    }

    static func binary(_ xml: [UInt8]) throws -> [UInt8] {
        let object = try PropertyListSerialization.propertyList(from: Data(xml), options: [], format: nil)
        return Array(try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0))
    }

    static let applicationPath = "UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication"

    // MARK: The correct migration

    @Test("the migration TN3187 shows (storyboard, URL scheme and activity type kept) has no error and no warning")
    func correctMigration() throws {
        let report = try Self.check(new: Self.migrated)
        #expect(!report.hasErrors)
        #expect(report.text == """
            P8 info UIApplicationSceneManifest.UIApplicationSupportsMultipleScenes: is NO: the app shows one window at a time (multiple windows are encouraged, not required)
            Info.plist migration old.plist -> new.plist: 0 errors, 0 warnings, 1 info

            """)
    }

    @Test("binary and XML plists, in any pairing, give the same report")
    func binaryAndXML() throws {
        let broken = Self.plist(Self.manifest(roles: "<key>UIWindowSceneSessionRoleApplication</key><array>"
            + Self.configuration(delegate: "SceneDelegate", storyboard: nil) + "</array>"))
        for new in [Self.migrated, broken] {
            let expected = try Self.check(new: new)
            #expect(try Self.check(old: Self.binary(Self.legacy), new: new) == expected)
            #expect(try Self.check(old: Self.legacy, new: Self.binary(new)) == expected)
            #expect(try Self.check(old: Self.binary(Self.legacy), new: Self.binary(new)) == expected)
        }
        #expect(try Self.check(new: broken).ids == ["P9", "P10", "P8", "P4", "P5"])
    }

    @Test("findings sort by key path, then ID; the order of keys in the file does not change the report")
    func deterministicOrder() throws {
        let shuffled = Self.plist(Self.manifest(multiple: nil, roles: "<key>UIWindowSceneSessionRoleApplication</key><array>"
            + Self.configuration(delegate: nil) + "</array>") + "\n<key>UIMainStoryboardFile</key><string>Main</string>")
        let report = try Self.check(new: shuffled)
        let keys = report.findings.map { ($0.place.keyPath ?? "", $0.rule.id) }
        #expect(zip(keys, keys.dropFirst()).allSatisfy { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 <= $1.1) })
        #expect(report.findings.map { "\($0.rule.id) \($0.place.keyPath ?? "")" } == [
            "P9 CFBundleURLTypes",
            "P10 NSUserActivityTypes",
            "P7 UIApplicationSceneManifest.UIApplicationSupportsMultipleScenes",
            "P3 \(Self.applicationPath)[0].UISceneDelegateClassName",
            "P6 UIMainStoryboardFile",
        ])
        let reordered = Self.plist("<key>UIMainStoryboardFile</key><string>Main</string>\n" + Self.manifest(
            multiple: nil, roles: "<key>UIWindowSceneSessionRoleApplication</key><array>"
                + Self.configuration(delegate: nil) + "</array>"))
        #expect(try Self.check(new: reordered) == report)
        #expect(report.summary == "Info.plist migration old.plist -> new.plist: 3 errors, 2 warnings, 0 info")
    }

    // MARK: Each finding: a breaking and a holding case

    /// A breaking and a holding pair of Info.plists for one rule, and the finding the breaking one gives.
    struct Case: CustomTestStringConvertible, Sendable {
        var rule: InfoPlistMigrationRule
        var old: [UInt8] = InfoPlistMigrationLintTests.legacy
        var breaking: [UInt8]
        var holding: [UInt8]
        var holdingOld: [UInt8]? = nil
        /// The whole line the breaking case prints for this rule.
        var line: String
        var testDescription: String { rule.id.description }
    }

    static let cases: [Case] = {
        let c = Self.common
        func roles(_ configurations: String, role: String = "UIWindowSceneSessionRoleApplication") -> String {
            "<key>\(role)</key><array>\(configurations)</array>"
        }
        let app = applicationPath
        return [
            Case(rule: .noSceneManifest, breaking: plist(c), holding: migrated,
                 line: "P1 error UIApplicationSceneManifest: the new Info.plist has no scene manifest: the app still runs the "
                     + "app-delegate lifecycle, and built with the SDK after iOS 26 it will not launch"),
            Case(rule: .noApplicationConfiguration, breaking: plist(c + manifest(roles: nil)), holding: migrated,
                 line: "P2 error UIApplicationSceneManifest.UISceneConfigurations: is missing: no scene is configured for the "
                     + "application role, and TN3187 counts a manifest without configurations as not migrated"),
            Case(rule: .noApplicationConfiguration, breaking: plist(c + manifest(roles: roles("", role: "UIWindowSceneSessionRoleApplication"))),
                 holding: migrated,
                 line: "P2 error \(app): is empty: no scene is configured for the app's windows (the first entry is the default configuration)"),
            Case(rule: .noDelegateClass, breaking: plist(c + manifest(roles: roles(configuration(delegate: nil)))),
                 holding: migrated,
                 line: "P3 error \(app)[0].UISceneDelegateClassName: is missing: UIKit makes no scene delegate for this "
                     + "configuration, so no scene callback runs and no delegate holds the window (a storyboard does not replace it)"),
            Case(rule: .delegateClassWithoutModule,
                 breaking: plist(c + manifest(roles: roles(configuration(delegate: "SceneDelegate")))),
                 holding: plist(c + manifest(roles: roles(configuration(delegate: "Notes.SceneDelegate")))),
                 line: "P4 warning \(app)[0].UISceneDelegateClassName: 'SceneDelegate' has no module prefix: UIKit finds a "
                     + "Swift class only as 'Module.Class' (write '$(PRODUCT_MODULE_NAME).' before it) unless it is "
                     + "declared @objc with that name"),
            Case(rule: .storyboardNotMoved, breaking: plist(c + manifest(roles: roles(configuration(storyboard: nil)))),
                 holding: plist(c + manifest(roles: roles(configuration(storyboard: nil)))), holdingOld: plist(c),
                 line: "P5 error \(app)[0].UISceneStoryboardFile: the old Info.plist's UIMainStoryboardFile 'Main' is not in "
                     + "the default scene configuration: its window no longer appears unless the scene delegate builds one in willConnect"),
            Case(rule: .storyboardLeftAtTopLevel,
                 breaking: plist(migratedBody + "\n<key>UIMainStoryboardFile</key><string>Main</string>"), holding: migrated,
                 line: "P6 warning UIMainStoryboardFile: is still in the new Info.plist: with scenes the storyboard is named by "
                     + "the scene configuration's UISceneStoryboardFile; remove this key so one place loads it"),
            Case(rule: .multipleScenesUnset, breaking: plist(c + manifest(multiple: nil)), holding: migrated,
                 line: "P7 warning UIApplicationSceneManifest.UIApplicationSupportsMultipleScenes: is missing, so it is NO: "
                     + "the app shows one window at a time; set it to say which the team wants"),
            Case(rule: .multipleScenesValue, breaking: plist(c + manifest(multiple: true)), holding: plist(c + manifest(multiple: nil)),
                 line: "P8 info UIApplicationSceneManifest.UIApplicationSupportsMultipleScenes: is YES: people can open several "
                     + "windows of the app at once, each with its own scene delegate"),
            Case(rule: .urlSchemeDropped,
                 breaking: plist("<key>NSUserActivityTypes</key><array><string>com.example.notes.edit</string></array>" + manifest()),
                 holding: plist(migratedBody.replacingOccurrences(of: "<string>notes</string>", with: "<string>NOTES</string>")),
                 line: "P9 error CFBundleURLTypes: the old Info.plist's URL scheme 'notes' is in no CFBundleURLTypes entry of "
                     + "the new one: links with it no longer open the app"),
            Case(rule: .activityTypeDropped,
                 breaking: plist(migratedBody.replacingOccurrences(of: "com.example.notes.edit", with: "com.example.notes.view")),
                 holding: migrated,
                 line: "P10 error NSUserActivityTypes: the old Info.plist's activity type 'com.example.notes.edit' is not in "
                     + "the new one: activities of that type no longer reach the app"),
            Case(rule: .externalDisplayWithoutDelegate,
                 breaking: plist(c + manifest(roles: roles(configuration()) + roles(configuration(name: "External", delegate: nil, storyboard: nil),
                                                                                     role: "UIWindowSceneSessionRoleExternalDisplayNonInteractive"))),
                 holding: plist(c + manifest(roles: roles(configuration()) + roles(configuration(name: "External", storyboard: nil),
                                                                                    role: "UIWindowSceneSessionRoleExternalDisplayNonInteractive"))),
                 line: "P11 warning UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleExternalDisplayNonInteractive[0]"
                     + ".UISceneDelegateClassName: is missing: the external display's scene connects with no delegate, so nothing draws on it"),
            Case(rule: .sceneClassIsUIScene, breaking: plist(c + manifest(roles: roles(configuration(sceneClass: "UIScene")))),
                 holding: plist(c + manifest(roles: roles(configuration(sceneClass: "UIWindowScene")))),
                 line: "P12 warning \(app)[0].UISceneClassName: is 'UIScene': a window role needs 'UIWindowScene' (or a subclass), "
                     + "or the scene has no window"),
            Case(rule: .wrongType,
                 breaking: plist(c + "<key>UIApplicationSceneManifest</key><dict><key>UIApplicationSupportsMultipleScenes</key>"
                     + "<false/><key>UISceneConfigurations</key><array/></dict>"),
                 holding: migrated,
                 line: "P13 error UIApplicationSceneManifest.UISceneConfigurations: must be a dictionary, found an array "
                     + "(new Info.plist); UIKit does not read it as intended"),
        ]
    }()

    @Test("each finding: the breaking plist prints its line, the holding plist does not have it", arguments: cases)
    func breakingAndHolding(_ c: Case) throws {
        let broken = try Self.check(old: c.old, new: c.breaking)
        let lines = broken.findings.map(\.description)
        #expect(lines.contains(c.line), "\(lines)")
        if c.rule.severity == .error { #expect(broken.hasErrors) }
        let kept = try Self.check(old: c.holdingOld ?? c.old, new: c.holding)
        let path = c.line.split(separator: " ")[2].dropLast().description
        #expect(!kept.findings.contains { $0.rule == c.rule.rule && $0.place == .keyPath(path) },
                "\(kept.findings.map(\.description))")
        #expect(!kept.findings.contains { $0.severity == .error }, "\(kept.findings.map(\.description))")
    }

    @Test("every rule has a breaking case, and its severity is the one the catalogue gives")
    func everyRuleCovered() {
        #expect(Set(Self.cases.map(\.rule)) == Set(InfoPlistMigrationRule.allCases))
        for c in Self.cases { #expect(c.line.split(separator: " ")[1] == c.rule.severity.rawValue[...]) }
        #expect(InfoPlistMigrationRule.allCases.map(\.id) == (1...13).map { RuleID(.infoPlist, $0) })
    }

    @Test("a storyboard in the configuration does not stand in for the delegate class: P3 still fires")
    func storyboardWithoutDelegate() throws {
        let report = try Self.check(new: Self.plist(Self.common + Self.manifest(
            roles: "<key>UIWindowSceneSessionRoleApplication</key><array>\(Self.configuration(delegate: nil, storyboard: "Main"))</array>")))
        #expect(report.ids.contains("P3"))
        #expect(!report.ids.contains("P5"))
    }

    @Test("P2 fires when only an external display role is configured")
    func onlyExternalRole() throws {
        let report = try Self.check(new: Self.plist(Self.common + Self.manifest(
            roles: "<key>UIWindowSceneSessionRoleExternalDisplayNonInteractive</key><array>\(Self.configuration())</array>")))
        #expect(report.findings.contains {
            $0.rule == InfoPlistMigrationRule.noApplicationConfiguration.rule && $0.place == .keyPath(Self.applicationPath)
                && $0.message.hasPrefix("is missing")
        })
    }

    @Test("wrong types are P13 findings with their key paths, in either file, and the lint goes on")
    func wrongTypesEverywhere() throws {
        let new = Self.plist("""
            <key>CFBundleURLTypes</key><dict/>
            <key>NSUserActivityTypes</key><array><integer>3</integer></array>
            <key>UIApplicationSceneManifest</key><dict>
              <key>UIApplicationSupportsMultipleScenes</key><string>YES</string>
              <key>UISceneConfigurations</key><dict>
                <key>UIWindowSceneSessionRoleApplication</key><array>
                  <string>Default</string>
                  <dict><key>UISceneDelegateClassName</key><integer>1</integer><key>UISceneStoryboardFile</key><true/></dict>
                </array>
              </dict>
            </dict>
            """)
        let old = Self.plist("<key>UIMainStoryboardFile</key><array/>")
        let report = try Self.check(old: old, new: new)
        #expect(report.findings.map { "\($0.rule.id) \($0.place.keyPath ?? "")" } == [
            "P13 CFBundleURLTypes",
            "P13 NSUserActivityTypes[0]",
            "P13 UIApplicationSceneManifest.UIApplicationSupportsMultipleScenes",
            "P13 \(Self.applicationPath)[0]",
            "P13 \(Self.applicationPath)[1].UISceneDelegateClassName",
            "P13 \(Self.applicationPath)[1].UISceneStoryboardFile",
            "P13 UIMainStoryboardFile",
        ])
        #expect(report.findings.last?.message == "must be a string, found an array (old Info.plist); UIKit does not read it as intended")
        #expect(report.findings.first?.message == "must be an array, found a dictionary (new Info.plist); UIKit does not read it as intended")
    }

    // MARK: Hostile input

    @Test("values echoed from a plist are escaped and shortened: every finding is one line")
    func escapedValues() throws {
        let hostile = "Evil&#10;P1 error forged: &#27;[31mred" + String(repeating: "x", count: 500)
        let report = try Self.check(new: Self.plist(Self.common + Self.manifest(
            roles: "<key>Role&#10;Forged</key><array><dict><key>UISceneDelegateClassName</key><string>\(hostile)</string>"
                + "<key>UISceneClassName</key><string>UIScene</string></dict></array>"
                + "<key>UIWindowSceneSessionRoleApplication</key><array>\(Self.configuration())</array>")))
        let text = report.text
        #expect(text.split(separator: "\n").count == report.findings.count + 1)
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("Role\\nForged[0].UISceneDelegateClassName: 'Evil\\nP1 error forged: \\u{1B}[31mred"))
        #expect(text.contains("…'"))
    }

    @Test("a damaged, empty or foreign file is a ManifestError naming that file, with the line for XML")
    func damagedFiles() throws {
        func error(old: [UInt8] = Self.legacy, new: [UInt8]) -> String {
            do {
                _ = try InfoPlistMigrationLint.check(oldPlist: old, newPlist: new, oldName: "old.plist", newName: "new\nplist")
                return "no error"
            } catch {
                return error.description
            }
        }
        #expect(error(new: []) == "new\\nplist: is empty")
        #expect(error(new: Array("garbage".utf8)) == "new\\nplist: is not a property list (XML or binary)")
        #expect(error(new: Array("{ \"a\": 1 }".utf8)).hasPrefix("new\\nplist: is an old-style (OpenStep) or JSON"))
        #expect(error(old: Array("<plist><dict><key>a</key><string>b</key></dict></plist>".utf8), new: Self.migrated)
            .hasPrefix("old.plist:1: expected </string>"))
        #expect(error(new: Array("<plist version=\"1.0\"><array/></plist>".utf8))
            == "new\\nplist:1: top level must be a dictionary, found an array")
        #expect(error(new: Array(repeating: UInt8(ascii: " "), count: (1 << 20) + 1))
            == "new\\nplist: is larger than 1 MiB, far above any real Info.plist")
        let deep = String(repeating: "<array>", count: 200) + String(repeating: "</array>", count: 200)
        #expect(error(new: Self.plist("<key>X</key>" + deep)).hasPrefix("new\\nplist:"))
        var bplist = try Self.binary(Self.migrated)
        bplist.removeLast(10)
        #expect(error(new: bplist).hasPrefix("new\\nplist: is a damaged binary property list"))
    }

    @Test("files: an unreadable path is named in the error; readable files are checked")
    func files() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plist-migration-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let old = dir.appendingPathComponent("old.plist").path
        let new = dir.appendingPathComponent("new.plist").path
        try Data(Self.legacy).write(to: URL(fileURLWithPath: old))
        try Data(Self.binary(Self.migrated)).write(to: URL(fileURLWithPath: new))
        let report = try InfoPlistMigrationLint.check(oldPath: old, newPath: new)
        #expect(report.ids == ["P8"])
        #expect(report.summary.hasSuffix("\(old) -> \(new): 0 errors, 0 warnings, 1 info"))
        #expect(throws: ManifestError(source: dir.appendingPathComponent("missing.plist").path, keyPath: "",
                                      problem: "cannot be read: no such file")) {
            try InfoPlistMigrationLint.check(oldPath: old, newPath: dir.appendingPathComponent("missing.plist").path)
        }
        #expect(throws: ManifestError(source: dir.path, keyPath: "", problem: "cannot be read: it is a directory")) {
            try InfoPlistMigrationLint.check(oldPath: dir.path, newPath: new)
        }
    }

    @Test("hundreds of mutated Info.plists, XML and binary, each give a report or a ManifestError")
    func mutations() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var reports = 0
        var errors = 0
        for original in [Self.migrated, try Self.binary(Self.migrated)] {
            for _ in 0..<300 {
                var bytes = original
                for _ in 0..<(1 + Int(next() % 4)) {
                    let i = Int(next() % UInt64(bytes.count))
                    switch next() % 3 {
                    case 0: bytes[i] = UInt8(truncatingIfNeeded: next())
                    case 1: bytes.remove(at: i)
                    default: bytes.insert(UInt8(truncatingIfNeeded: next()), at: i)
                    }
                }
                do {
                    let report = try Self.check(new: bytes)
                    #expect(report.text.split(separator: "\n").count == report.findings.count + 1)
                    reports += 1
                } catch {
                    #expect((error as? ManifestError)?.source == "new.plist", "\(error)")
                    errors += 1
                }
            }
        }
        #expect(reports > 0 && errors > 0)
    }

    // MARK: Documentation

    @Test("CONFORMANCE.md has a row for every P rule with its severity, title and source")
    func documented() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let doc = try String(contentsOf: root.appendingPathComponent("CONFORMANCE.md"), encoding: .utf8)
        for rule in InfoPlistMigrationRule.allCases {
            let row = try #require(doc.split(separator: "\n").first { $0.hasPrefix("| \(rule.id) |") }, "no row for \(rule.id)")
            #expect(row.hasPrefix("| \(rule.id) | \(rule.severity.rawValue) | \(rule.title) | \(rule.source) |"), "\(row)")
        }
    }
}
