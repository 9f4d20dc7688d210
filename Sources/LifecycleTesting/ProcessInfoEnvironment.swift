import Foundation

/// The process environment, read in one place.
enum ProcessInfoEnvironment {
    static var current: [String: String] { ProcessInfo.processInfo.environment }
}
