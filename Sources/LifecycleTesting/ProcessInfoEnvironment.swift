import Foundation
import Generators
import LifecycleSpec

/// The process environment, read in one place.
enum ProcessInfoEnvironment {
    static var current: [String: String] { ProcessInfo.processInfo.environment }

    /// The options given, else those of `LIFECYCLE_PROFILE` and `LIFECYCLE_SEED` on this device and mode.
    static func resolve(_ options: ConformanceOptions?, device: DeviceProfile, mode: LifecycleMode)
        throws(RunConfigurationError) -> ConformanceOptions
    {
        if let options { return options }
        return try ConformanceOptions.fromEnvironment(current, device: device, mode: mode)
    }
}
