import Foundation
import LifecycleRules
import LifecycleXCTest
import XCTest

/// `XCTAssertDelegateSignaturesMatchUIKit(files:)`: one failure listing every near miss, none for UIKit's signatures.
final class DelegateSignatureXCTests: FailureCapturingTestCase {
    private func write(_ source: String) throws -> String {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("delegate-lint-xc-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).swift")
        try source.write(to: url, atomically: true, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    func test_exactSignatures_pass() async throws {
        let path = try write("func sceneDidBecomeActive(_ scene: UIScene) {}\n")
        let (findings, failures) = await capturingFailures { XCTAssertDelegateSignaturesMatchUIKit(files: [path]) }
        XCTAssertEqual(findings, [])
        XCTAssertEqual(failures, [])
    }

    func test_nearMiss_failsOnceListingIt() async throws {
        let path = try write("""
            func scene(_ scene: UIScene, openURLContexts URLContexts: [UIOpenURLContext]) {}
            func sceneDidBecomeActive(_ scene: UIScene) {}
            """)
        let (findings, failures) = await capturingFailures { XCTAssertDelegateSignaturesMatchUIKit(files: [path]) }
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("1 delegate method nearly matches a UIKit method and will never be called:\n"
                                               + "\(path):1: error: 'func scene(_ scene: UIScene, openURLContexts URLContexts: "
                                               + "[UIOpenURLContext])' nearly matches UISceneDelegate's") == true,
                      failures.first ?? "")
    }

    func test_unreadableFile_failsNamingIt() async {
        let (findings, failures) = await capturingFailures { XCTAssertDelegateSignaturesMatchUIKit(files: ["/nonexistent/A.swift"]) }
        XCTAssertEqual(findings, [])
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("cannot read '/nonexistent/A.swift': no such file") == true, failures.first ?? "")
    }

    func test_workLeftInAppDelegateOfAppWithScenes_failsOnceWithM2() async throws {
        let path = try write("""
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                                 options: UIScene.ConnectionOptions) -> UISceneConfiguration { configuration }
                func applicationDidEnterBackground(_ application: UIApplication) { save() }
            }
            """)
        let (findings, failures) = await capturingFailures { XCTAssertDelegateSignaturesMatchUIKit(files: [path]) }
        XCTAssertEqual(findings, [])
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("1 app-delegate callback has work in it that UIKit never runs in an app that "
                                               + "uses scenes (M2):\n\(path):4: warning: 'func applicationDidEnterBackground("
                                               + "_ application: UIApplication)' has work in it") == true,
                      failures.first ?? "")
    }
}
