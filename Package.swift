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
        .executable(name: "lifecycle-check", targets: ["lifecycle-check"]),
    ],
    targets: [
        .target(name: "LifecycleSpec"),
        .target(name: "Generators", dependencies: ["LifecycleSpec"]),
        .target(name: "LifecycleCheckCLI", dependencies: ["LifecycleSpec", "Generators"]),
        .executableTarget(name: "lifecycle-check", dependencies: ["LifecycleCheckCLI"]),
        .testTarget(name: "LifecycleSpecTests", dependencies: ["LifecycleSpec"]),
        .testTarget(name: "PropertyTests", dependencies: ["LifecycleSpec", "Generators"]),
        .testTarget(name: "ConformanceTests", dependencies: ["LifecycleSpec", "Generators"]),
        .testTarget(name: "LifecycleCheckTests", dependencies: ["LifecycleCheckCLI", "LifecycleSpec"]),
    ],
    swiftLanguageModes: [.v6]
)
