// swift-tools-version:6.0
// The lifecycle conformance suite: an executable specification of UIKit's
// scene-based app lifecycle, a reference runtime, trace checking, and a
// hand-written generator and shrinker. No package dependencies, by design.
import PackageDescription

let package = Package(
    name: "LifecycleConformance",
    // iOS 13 is the first with scenes: the recorder runs in apps that deploy there. Nothing else needs
    // more: MainActor.assumeIsolated is back-deployed to these versions, and the tests' hosts (macOS,
    // simulators) have Swift Testing and XCTest from the toolchain.
    platforms: [.iOS(.v13), .macCatalyst(.v13), .macOS(.v10_15), .tvOS(.v13), .visionOS(.v1)],
    products: [
        // A test target links one of these two: its one import brings everything a check needs.
        .library(name: "LifecycleTesting", targets: ["LifecycleTesting"]),
        .library(name: "LifecycleXCTest", targets: ["LifecycleXCTest"]),
        // UIKit's surface alone, for a target that holds an app's files apart from its tests.
        .library(name: "LifecycleUIKit", targets: ["LifecycleUIKit"]),
        // What an iOS app links to record device traces: the recorder and the trace format, nothing else.
        .library(name: "LifecycleRecorder", targets: ["LifecycleRecorder"]),
        .executable(name: "lifecycle-check", targets: ["lifecycle-check"]),
        .executable(name: "lifecycle-bench", targets: ["lifecycle-bench"]),
    ],
    targets: [
        // UIKit's lifecycle surface with UIKit's names and signatures, so a team's delegate files compile on
        // Linux with only the import changed. Empty where UIKit itself exists.
        .target(name: "LifecycleUIKit"),
        // The trace format: its records, reader and writer, and the device profile a header names.
        .target(name: "LifecycleTrace"),
        // Records a real app's delegate calls as a trace (linked by an iOS app, where LifecycleUIKit is empty).
        .target(name: "LifecycleRecorder", dependencies: ["LifecycleTrace", "LifecycleUIKit"]),
        // The lints of a team's files: Swift sources (delegate signatures, M2) and Info.plist migration (P1–P13),
        // with the property-list reader the scene manifest also uses.
        .target(name: "LifecycleLint", dependencies: ["LifecycleTrace"]),
        // The specification: events, states, the legal transitions, and the Info.plist's scene manifest.
        .target(name: "LifecycleSpec", dependencies: ["LifecycleTrace", "LifecycleLint"]),
        // The reference runtime: the specification's events delivered to an app's delegates through LifecycleUIKit.
        .target(name: "LifecycleRuntime", dependencies: ["LifecycleSpec", "LifecycleUIKit", "LifecycleRecorder"]),
        // The rules (system S1–S13, app A1–A13, migration M1–M2) and what checks them: the trace checker, trace
        // replay, the migration check.
        .target(name: "LifecycleRules", dependencies: ["LifecycleRuntime"]),
        .target(name: "Generators", dependencies: ["LifecycleRules"]),
        .target(name: "ExampleApps", dependencies: ["LifecycleUIKit", "LifecycleRules"]),
        // The test entry points, one per framework, so a team links only what its runner has; each re-exports
        // its framework, the UIKit surface, the spec and the generator.
        .target(name: "LifecycleTesting", dependencies: ["LifecycleUIKit", "LifecycleRules", "Generators"]),
        .target(name: "LifecycleXCTest", dependencies: ["LifecycleUIKit", "LifecycleRules", "Generators"]),
        .target(name: "LifecycleCheckCLI", dependencies: ["LifecycleRules", "Generators", "ExampleApps"]),
        .executableTarget(name: "lifecycle-check", dependencies: ["LifecycleCheckCLI"]),
        .executableTarget(name: "lifecycle-bench", dependencies: ["LifecycleRules", "Generators", "ExampleApps"]),
        .testTarget(name: "LifecycleSpecTests", dependencies: ["LifecycleRules", "LifecycleRecorder", "LifecycleTesting"]),
        .testTarget(name: "PropertyTests", dependencies: ["LifecycleRules", "LifecycleRecorder", "Generators", "LifecycleTesting"]),
        .testTarget(name: "ConformanceTests", dependencies: ["LifecycleUIKit", "LifecycleRules", "Generators", "ExampleApps", "LifecycleTesting", "LifecycleXCTest"]),
        // Delegate files as UIKit apps have them (only the import differs), their Info.plist in App/ (SwiftPM forbids a
        // top-level Info.plist resource).
        // `@main` on the app delegate would clash with the test runner's `main`: the entry point is renamed.
        .testTarget(name: "TemplateAppTests",
                    dependencies: ["LifecycleUIKit", "LifecycleRules", "Generators", "LifecycleTesting"],
                    resources: [.copy("App")],
                    swiftSettings: [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "TemplateAppTests_main"])]),
        // An app in Swift 5 language mode, as most apps moving to scenes are: its idioms must compile and run as on iOS.
        .testTarget(name: "SwiftFiveModeAppTests",
                    dependencies: ["LifecycleUIKit", "LifecycleRules", "Generators", "LifecycleTesting"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "StateRestorationSampleTests",
                    dependencies: ["LifecycleUIKit", "LifecycleRules", "Generators", "LifecycleTesting"],
                    resources: [.copy("App")],
                    swiftSettings: [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "StateRestorationSampleTests_main"])]),
        // Delegates of a real open-source app, ported with the import changed (Tests/RealAppPorts/README.md).
        .testTarget(name: "RealAppPortNetNewsWireTests",
                    dependencies: ["LifecycleUIKit", "LifecycleRules", "Generators", "LifecycleTesting"],
                    path: "Tests/RealAppPorts/NetNewsWire",
                    resources: [.copy("App")],
                    swiftSettings: [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "RealAppPortNetNewsWireTests_main"])]),
        .testTarget(name: "RealAppPortWikipediaTests",
                    dependencies: ["LifecycleUIKit", "LifecycleRules", "Generators", "LifecycleTesting"],
                    path: "Tests/RealAppPorts/Wikipedia",
                    resources: [.copy("App")],
                    swiftSettings: [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "RealAppPortWikipediaTests_main"])]),
        .testTarget(name: "RealAppPortHomeAssistantTests",
                    dependencies: ["LifecycleUIKit", "LifecycleRules", "Generators", "LifecycleTesting"],
                    path: "Tests/RealAppPorts/HomeAssistant",
                    resources: [.copy("App")],
                    swiftSettings: [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "RealAppPortHomeAssistantTests_main"])]),
        .testTarget(name: "RealAppPortAltStoreTests",
                    dependencies: ["LifecycleUIKit", "LifecycleRules", "Generators", "LifecycleTesting"],
                    path: "Tests/RealAppPorts/AltStore",
                    resources: [.copy("App")],
                    swiftSettings: [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "RealAppPortAltStoreTests_main"])]),
        .testTarget(name: "RealAppPortPocketCastsTests",
                    dependencies: ["LifecycleUIKit", "LifecycleRules", "Generators", "LifecycleTesting"],
                    path: "Tests/RealAppPorts/PocketCasts",
                    resources: [.copy("App")],
                    swiftSettings: [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "RealAppPortPocketCastsTests_main"])]),
        .testTarget(name: "LifecycleCheckTests", dependencies: ["LifecycleCheckCLI", "LifecycleRules", "Generators", "ExampleApps", "lifecycle-check", "lifecycle-bench"]),
    ],
    swiftLanguageModes: [.v6]
)
