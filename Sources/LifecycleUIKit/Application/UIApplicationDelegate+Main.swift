import Foundation

extension UIApplicationDelegate {
    /// The entry point that `@main` gives an app delegate class, as UIKit's extension does.
    ///
    /// UIKit's runs the app. There is no UIKit here: the lifecycle runtime
    /// makes the delegate and drives it from a test instead. A process started
    /// through this entry point prints that and exits with status 64.
    ///
    /// In a SwiftPM test target, `@main` would define a second `main` beside
    /// the test runner's. Rename this target's entry point in its settings so
    /// the delegate file compiles unchanged:
    /// `swiftSettings: [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "AppTests_main"])]`.
    public static func main() {
        let message = "\(Self.self) is an app delegate: on this platform the lifecycle runtime runs it from a test "
            + "(see the README and PluggingInARealApp.md); there is no UIKit to launch.\n"
        FileHandle.standardError.write(Data(message.utf8))
        exit(64)
    }
}
