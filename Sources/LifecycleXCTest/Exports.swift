// One import for an XCTest test of an app: `import LifecycleXCTest` brings XCTest, Foundation, the UIKit surface the
// app's files compile against, the checks and their options, and the generator.
@_exported import Generators
@_exported import LifecycleRules
@_exported import LifecycleUIKit
@_exported import XCTest
