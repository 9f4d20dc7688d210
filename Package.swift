// swift-tools-version:6.0
// The lifecycle conformance suite: an executable specification of UIKit's
// scene-based app lifecycle, a reference runtime, trace checking, and a
// hand-written generator and shrinker. No package dependencies, by design.
import PackageDescription

let package = Package(
    name: "LifecycleConformance",
    products: [
        .library(name: "LifecycleSpec", targets: ["LifecycleSpec"]),
        .library(name: "Generators", targets: ["Generators"]),
        .library(name: "ExampleApps", targets: ["ExampleApps"]),
        .library(name: "LifecycleTesting", targets: ["LifecycleTesting"]),
        .executable(name: "lifecycle-check", targets: ["lifecycle-check"]),
        .executable(name: "lifecycle-bench", targets: ["lifecycle-bench"]),
    ],
    targets: [
        .target(name: "LifecycleSpec"),
        .target(name: "Generators", dependencies: ["LifecycleSpec"]),
        .target(name: "ExampleApps", dependencies: ["LifecycleSpec"]),
        .target(name: "LifecycleTesting", dependencies: ["LifecycleSpec", "Generators"]),
        .target(name: "LifecycleCheckCLI", dependencies: ["LifecycleSpec", "Generators", "ExampleApps"]),
        .executableTarget(name: "lifecycle-check", dependencies: ["LifecycleCheckCLI"]),
        .executableTarget(name: "lifecycle-bench", dependencies: ["LifecycleSpec", "Generators", "ExampleApps"]),
        .testTarget(name: "LifecycleSpecTests", dependencies: ["LifecycleSpec"]),
        .testTarget(name: "PropertyTests", dependencies: ["LifecycleSpec", "Generators"]),
        .testTarget(name: "ConformanceTests", dependencies: ["LifecycleSpec", "Generators", "ExampleApps", "LifecycleTesting"]),
        .testTarget(name: "LifecycleCheckTests", dependencies: ["LifecycleCheckCLI", "LifecycleSpec", "lifecycle-check"]),
    ],
    swiftLanguageModes: [.v6]
)
