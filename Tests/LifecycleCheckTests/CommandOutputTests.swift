import Foundation
import LifecycleRules
import Testing

/// What the commands print beyond `run`: `check --json`, `manifest`, and `explore --app` on a failing app.
@MainActor
@Suite("lifecycle-check's reports: check --json, manifest, explore --app")
struct CommandOutputTests {
    @Test("check --json prints one JSON object for the run: verdict, and per file its violations and invalid lines")
    func checkJSON() async throws {
        let violation = examples.appendingPathComponent("violations/S4-active-from-background.jsonl").path
        let malformed = examples.appendingPathComponent("malformed/mixed-errors.jsonl").path
        let r = await tool(["check", "--json", violation, malformed, "/nonexistent.jsonl"])
        #expect(r.code == 2)
        #expect(r.err.isEmpty)
        #expect(r.out.hasSuffix("}\n") && r.out.split(separator: "\n").count == 1)
        let value = try JSONParser.parse(r.out.trimmingCharacters(in: .newlines))
        #expect(value["verdict"] == .string("invalid"))
        #expect(value["exitStatus"] == .number(2))
        #expect(value["violations"] == .number(1))
        #expect(value["invalidLines"] == .number(6))
        #expect(value["unreadableFiles"] == .number(1))
        guard case .array(let results)? = value["files"] else {
            Issue.record("no files array in \(r.out)")
            return
        }
        #expect(results.count == 3)
        #expect(results[0]["path"] == .string(violation))
        guard case .array(let violations)? = results[0]["violations"], let first = violations.first else {
            Issue.record("no violation in \(r.out)")
            return
        }
        #expect(first["rule"] == .string("S4"))
        #expect(first["line"] == .number(5))
        #expect(first["message"] == .string("sceneDidBecomeActive(_:) for a1 while in background"))
        guard case .array(let invalid)? = results[1]["invalidLines"] else {
            Issue.record("no invalidLines in \(r.out)")
            return
        }
        #expect(invalid.first?["line"] == .number(3))
        #expect(invalid.first?["message"] == .string("unknown call 'sceneDidDisconect(_:)'; did you mean 'sceneDidDisconnect(_:)'?"))
        #expect(results[2]["readable"] == .bool(false))
        #expect(results[2]["error"] != nil)

        let valid = await tool(["check", "--json"] + (try files("valid")))
        #expect(valid.code == 0)
        let passing = try JSONParser.parse(valid.out.trimmingCharacters(in: .newlines))
        #expect(passing["verdict"] == .string("conforms"))
        #expect(passing["calls"] == .number(187))
        let broken = await tool(["check", "--json", violation])
        #expect(broken.code == 1)
        #expect(try JSONParser.parse(broken.out.trimmingCharacters(in: .newlines))["verdict"] == .string("violation"))
    }

    @Test("manifest prints what an Info.plist declares; a bad plist is an error naming it, exit 2")
    func manifest() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-check-manifest-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = folder.appendingPathComponent("Info.plist")
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
              <key>NSUserActivityTypes</key><array><string>com.example.edit</string></array>
              <key>CFBundleURLTypes</key><array><dict>
                <key>CFBundleURLSchemes</key><array><string>notes</string></array></dict></array>
              <key>UIApplicationShortcutItems</key><array><dict>
                <key>UIApplicationShortcutItemType</key><string>com.example.new</string>
                <key>UIApplicationShortcutItemTitle</key><string>New Note</string></dict></array>
              <key>UIApplicationSceneManifest</key><dict>
                <key>UIApplicationSupportsMultipleScenes</key><true/>
                <key>UISceneConfigurations</key><dict>
                  <key>UIWindowSceneSessionRoleApplication</key><array>
                    <dict><key>UISceneConfigurationName</key><string>Default Configuration</string>
                      <key>UISceneDelegateClassName</key><string>App.SceneDelegate</string>
                      <key>UISceneStoryboardFile</key><string>Main</string></dict>
                    <dict><key>UISceneConfigurationName</key><string>Inspector</string>
                      <key>UISceneDelegateClassName</key><string>App.InspectorDelegate</string></dict>
                  </array>
                  <key>UIWindowSceneSessionRoleExternalDisplayNonInteractive</key><array>
                    <dict><key>UISceneConfigurationName</key><string>External</string>
                      <key>UISceneDelegateClassName</key><string>App.ExternalDelegate</string></dict>
                  </array>
                </dict>
              </dict>
            </dict></plist>
            """.utf8).write(to: plist)
        let r = await tool(["manifest", plist.path])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.out == """
            \(plist.path): scene manifest
              multiple scenes: yes (UIApplicationSupportsMultipleScenes)
              UIWindowSceneSessionRoleApplication:
                'Default Configuration': delegate App.SceneDelegate, storyboard Main
                'Inspector': delegate App.InspectorDelegate
              UIWindowSceneSessionRoleExternalDisplayNonInteractive:
                'External': delegate App.ExternalDelegate
              activity types (NSUserActivityTypes): com.example.edit
              URL schemes (CFBundleURLTypes): notes
              quick actions (UIApplicationShortcutItems): com.example.new ("New Note")
              a check sends, with no PayloadCatalog of the app's own:
                URLs: notes://item/0, notes://item/1
                activities: com.example.edit item=0, com.example.edit item=1
                quick actions: com.example.new

            """)

        let legacy = folder.appendingPathComponent("Legacy.plist")
        try Data("<plist version=\"1.0\"><dict><key>CFBundleName</key><string>Old</string></dict></plist>".utf8)
            .write(to: legacy)
        let old = await tool(["manifest", legacy.path])
        #expect(old.code == 0)
        #expect(old.out.contains("no UIApplicationSceneManifest"))

        let bad = folder.appendingPathComponent("Bad.plist")
        try Data("<plist version=\"1.0\"><dict><key>UIApplicationSceneManifest</key><array/></dict></plist>".utf8)
            .write(to: bad)
        var expected = ""
        do { _ = try SceneManifest.load(contentsOf: bad) } catch { expected = "error: \(error)\n" }
        #expect(!expected.isEmpty)
        let broken = await tool(["manifest", bad.path])
        #expect(broken.code == 2)
        #expect(broken.out.isEmpty)
        #expect(broken.err == expected)
        #expect(await tool(["manifest", folder.appendingPathComponent("Missing.plist").path]).code == 2)
        #expect(await tool(["manifest"]).err.hasPrefix("error: 'manifest' needs a FILE\nUsage: lifecycle-check manifest FILE\n"))
    }

    @Test("explore --app on a failing app reports the shrunk failure without a seed line, exit 1")
    func exploreFailure() async throws {
        let r = await tool(["explore", "--depth", "2", "--app", "WindowInDidFinishLaunching"])
        #expect(r.code == 1)
        #expect(r.out.hasPrefix("A8 UI only where it belongs: "))
        #expect(r.out.contains("found by the exhaustive search"))
        #expect(!r.out.contains("Seed "))
        #expect(r.out.contains("Replay: swift run lifecycle-check explore --depth 2 --app WindowInDidFinishLaunching\n"))
        let json = await tool(["explore", "--depth", "2", "--app", "WindowInDidFinishLaunching", "--json"])
        #expect(json.code == 1)
        let value = try JSONParser.parse(json.out.trimmingCharacters(in: .newlines))
        #expect(value["passed"] == .bool(false))
        #expect(value["seed"] == nil)
        #expect(value["failure"]?["rule"] == .string("A8"))
        let pass = try JSONParser.parse(await tool(["explore", "--depth", "2", "--app", "chat", "--json"]).out
            .trimmingCharacters(in: .newlines))
        #expect(pass["passed"] == .bool(true))
        #expect(pass["sequences"] == .number(195))
    }
}
