import Foundation
import Testing

/// `--baseline FILE` of `lint` and `migrate --plist`: acknowledged findings are listed with their reasons and do not
/// decide the exit status; entries that match nothing are reported; a malformed baseline exits 2 naming the line.
@MainActor
@Suite("lifecycle-check lint and migrate --plist with a baseline of acknowledged findings")
struct BaselineCommandTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("baseline-cli-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func write(_ name: String, _ text: String) throws -> String {
        let path = directory.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let appDelegate = """
        import UIKit
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
            }
            func applicationDidBecomeActive(_ application: UIApplication) {
                Analytics.log("active")
            }
            func applicationDidEnterBackground(_ application: UIApplication) {
                Store.save()
            }
        }
        """

    @Test("lint: an acknowledged M2 finding is a note with its reason; the rest still fail; a stale entry is reported")
    func lintBaseline() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = try write("AppDelegate.swift", Self.appDelegate)
        let baseline = try write("baseline.txt", """
            # acknowledged lint findings
            M2 AppDelegate.swift:applicationDidBecomeActive(_:)  # iOS 12 still calls it; analytics only
            M2 Removed.swift:applicationWillResignActive(_:)  # the old pause screen
            P5 UIMainStoryboardFile  # not this command's

            """)
        let r = await tool(["lint", source, "--baseline", baseline])
        #expect(r.code == 1, "\(r.out)\(r.err)")
        let lines = r.out.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("\(source):9: warning: 'func applicationDidEnterBackground") }, "\(r.out)")
        #expect(lines.contains("acknowledged by \(baseline):2 (iOS 12 still calls it; analytics only): \(source):6: warning: "
                               + "'func applicationDidBecomeActive(_ application: UIApplication)' has work in it, but UIKit does "
                               + "not call it in an app that uses scenes: move the work to sceneDidBecomeActive(_:) [M2]"), "\(r.out)")
        #expect(lines.contains("\(baseline):3: warning: 'M2 Removed.swift:applicationWillResignActive(_:)' no longer occurs: "
                               + "remove it from the baseline"), "\(r.out)")
        // The P entry is the Info.plist lint's: not stale here.
        #expect(!r.out.contains("UIMainStoryboardFile"), "\(r.out)")
        #expect(lines.last == "1 file: 0 near misses, 1 app-delegate callback with work UIKit never runs (M2), "
                    + "1 acknowledged in the baseline, 1 baseline entry no longer occurring", "\(r.out)")
        // Both acknowledged: exit 0.
        let all = try write("all.txt", """
            M2 AppDelegate.swift:applicationDidBecomeActive(_:)  # analytics only
            M2 AppDelegate.swift:applicationDidEnterBackground(_:)  # the store also saves on a timer
            """)
        let clean = await tool(["lint", source, "--baseline", all])
        #expect(clean.code == 0, "\(clean.out)\(clean.err)")
        // Without a baseline, both are findings.
        #expect(await tool(["lint", source]).out.contains("2 app-delegate callbacks with work UIKit never runs (M2)"))
    }

    @Test("a baseline line without a reason, ID or place, or a missing file, exits 2 naming the place")
    func malformed() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = try write("AppDelegate.swift", Self.appDelegate)
        let cases: [(String, String)] = [
            ("M2 AppDelegate.swift:applicationDidBecomeActive(_:)\n", ":1: no reason: write it after '#'"),
            ("\n# fine\nM2  # why\n", ":3: expected a rule ID and a place before '#', found 1 word"),
            ("A1 AppDelegate.swift:x  # why\n", ":1: 'A1' is not a lint rule ID (P1–P13, M2)"),
            ("M2 AppDelegate.swift:x  #   \n", ":1: the reason after '#' is empty"),
        ]
        for (i, (text, message)) in cases.enumerated() {
            let path = try write("bad\(i).txt", text)
            let r = await tool(["lint", source, "--baseline", path])
            #expect(r.code == 2, "\(text)")
            #expect(r.err.hasPrefix("error: baseline \(path)\(message)"), "\(r.err)")
            #expect(r.out.isEmpty)
        }
        let missing = await tool(["lint", source, "--baseline", directory.appendingPathComponent("none.txt").path])
        #expect(missing.code == 2)
        #expect(missing.err.hasSuffix("none.txt: no such file\n"), "\(missing.err)")
    }

    @Test("migrate --plist: an acknowledged finding is listed after the others and does not decide the exit status")
    func plistBaseline() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let old = try write("Old.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
            """)
        let plain = await tool(["migrate", "--plist", old, old])
        #expect(plain.code == 1)
        let errors = plain.out.split(separator: "\n").filter { $0.contains(" error ") }.map(String.init)
        #expect(!errors.isEmpty, "\(plain.out)")
        // Acknowledge every error finding by its ID and key path.
        let entries = errors.map { line -> String in
            let words = line.split(separator: " ")
            return "\(words[0]) \(words[2].dropLast())  # checked by hand"
        }
        let baseline = try write("plist-baseline.txt", (entries + ["P9 NoSuch.Key  # gone"]).joined(separator: "\n"))
        let r = await tool(["migrate", "--plist", old, old, "--baseline", baseline])
        #expect(r.code == 0, "\(r.out)\(r.err)")
        for error in errors {
            #expect(r.out.contains("(checked by hand): \(error)\n"), "\(r.out)")
        }
        #expect(r.out.contains("\(baseline):\(entries.count + 1): warning: 'P9 NoSuch.Key' no longer occurs"), "\(r.out)")
        #expect(r.out.contains(", \(errors.count) acknowledged, 1 baseline entry no longer occurring\n"), "\(r.out)")
        // A baseline needs the lint.
        let alone = await tool(["migrate", "--baseline", baseline])
        #expect(alone.code == 2)
        #expect(alone.err.hasPrefix("error: 'migrate' needs '--plist'\n"))
    }
}
