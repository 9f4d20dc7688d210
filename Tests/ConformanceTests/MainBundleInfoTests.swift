import Foundation
import Generators
import LifecycleRuntime
import LifecycleTesting
import LifecycleUIKit
import Testing

/// An app reads its own Info.plist through `Bundle.main` (Apple's multi-window samples take
/// `NSUserActivityTypes[0]` as their activity type): while a process of the app runs, the main bundle's info
/// dictionary holds the app's keys, not the test runner's.
@MainActor
@Suite("The app's Info.plist is the main bundle's info dictionary", .serialized, .holdingCheckTurn)
struct MainBundleInfoTests {
    final class AppDelegate: UIResponder, UIApplicationDelegate {}

    /// Reads its activity type as the samples do, and a key of the team's own.
    final class InfoReadingSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        nonisolated(unsafe) static var seen: [String] = []

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            let activityTypes = Bundle.main.object(forInfoDictionaryKey: "NSUserActivityTypes") as? [String]
            Self.seen.append(activityTypes![0])
            Self.seen.append(Bundle.main.infoDictionary?["TeamServerURL"] as? String ?? "no TeamServerURL")
            Self.seen.append(Bundle.main.bundleIdentifier!)
            UserDefaults.standard.set("x", forKey: "main-bundle-info-written")
        }
    }

    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
          <key>NSUserActivityTypes</key><array><string>com.example.notes.editing</string></array>
          <key>TeamServerURL</key><string>https://notes.example.com</string>
          <key>CFBundleIdentifier</key><string>com.example.notes</string>
          <key>UIApplicationSceneManifest</key><dict>
            <key>UIApplicationSupportsMultipleScenes</key><true/>
            <key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><array><dict>
              <key>UISceneConfigurationName</key><string>Default Configuration</string>
              <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).InfoReadingSceneDelegate</string>
            </dict></array></dict>
          </dict>
        </dict></plist>
        """

    @Test("a scene delegate reads its Info.plist's keys through Bundle.main; the next app's process puts them back")
    func appReadsItsInfoPlist() async throws {
        let manifest = try #require(try SceneManifest.load(plistData: Data(Self.plist.utf8)))
        let app = AppUnderTest(name: "InfoReading", appDelegate: AppDelegate.self,
                               sceneDelegates: [InfoReadingSceneDelegate.self], manifest: manifest)
        InfoReadingSceneDelegate.seen = []
        let execution = await Executor.execute(plain: [.launch], on: LifecycleConformance.target(app, options: ConformanceOptions()))
        #expect(execution.failure == nil, "\(String(describing: execution.failure))")
        #expect(InfoReadingSceneDelegate.seen == ["com.example.notes.editing", "https://notes.example.com", "com.example.notes"])
        // The standard defaults keep their domain: what the app stored is what this process reads.
        #expect(UserDefaults.standard.string(forKey: "main-bundle-info-written") == "x")
        #expect(MainBundleInfo.unavailable == nil)

        // An app whose manifest is made in code has no Info.plist: its process finds none of those keys.
        let plain = AppUnderTest(name: "Plain", appDelegate: AppDelegate.self, sceneDelegates: [StaleObserverTests.SceneDelegate.self],
                                 manifest: .standard(delegateClassName: "SceneDelegate"))
        _ = await Executor.execute(plain: [.launch], on: LifecycleConformance.target(plain, options: ConformanceOptions()))
        #expect(Bundle.main.object(forInfoDictionaryKey: "TeamServerURL") == nil)
        #expect(Bundle.main.infoDictionary?["NSUserActivityTypes"] == nil)
        #expect(Bundle.main.bundleIdentifier == nil)
    }

    @Test("a key another app set is put back before the next app's are set; a build setting is left out")
    func keysArePutBack() {
        func plist(_ entries: [(String, String)]) -> PropertyListValue {
            PropertyListValue(.dictionary(entries.map { .init(key: $0.0, value: PropertyListValue(.string($0.1))) }))
        }
        MainBundleInfo.install(plist([("TeamServerURL", "https://a.example.com"), ("CFBundleIdentifier", "$(PRODUCT_BUNDLE_IDENTIFIER)")]))
        #expect(Bundle.main.object(forInfoDictionaryKey: "TeamServerURL") as? String == "https://a.example.com")
        #expect(Bundle.main.object(forInfoDictionaryKey: "CFBundleIdentifier") == nil)
        MainBundleInfo.install(plist([("TeamServerURL", "https://b.example.com"), ("CFBundleIdentifier", "com.example.b")]))
        #expect(Bundle.main.object(forInfoDictionaryKey: "TeamServerURL") as? String == "https://b.example.com")
        #expect(Bundle.main.bundleIdentifier == "com.example.b")
        MainBundleInfo.install(nil)
        #expect(Bundle.main.object(forInfoDictionaryKey: "TeamServerURL") == nil)
        #expect(Bundle.main.bundleIdentifier == nil)
        #expect(MainBundleInfo.unavailable == nil)
    }

    @Test("every kind of property-list value becomes the Foundation object an info dictionary holds")
    func values() throws {
        let value = PropertyListValue(.dictionary([
            .init(key: "s", value: PropertyListValue(.string("x"))),
            .init(key: "i", value: PropertyListValue(.integer(7))),
            .init(key: "b", value: PropertyListValue(.boolean(true))),
            .init(key: "a", value: PropertyListValue(.array([PropertyListValue(.real(1.5)), PropertyListValue(.uid(3))]))),
        ]))
        let object = try #require(MainBundleInfo.object(value) as? NSDictionary)
        #expect(object["s"] as? String == "x")
        #expect(object["i"] as? Int == 7)
        #expect(object["b"] as? Bool == true)
        // A keyed-archiver UID, which no Info.plist holds, is left out.
        #expect(object["a"] as? [Double] == [1.5])
    }
}
