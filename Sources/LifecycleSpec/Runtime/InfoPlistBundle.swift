import Foundation

/// The app's Info.plist as a bundle directory, so that `Bundle.main`'s info dictionary during a check is the app's
/// (`LifecycleUIKit`'s `Bundle.main`), as on a device, where an app reads `NSUserActivityTypes` or its own keys there.
///
/// Each distinct Info.plist is written once, to `<temporary directory>/lifecycle-info-plists/<FNV-1a hash of its
/// bytes>/Info.plist`: the path depends on the bytes only, so the same app gets the same bundle in every process, and
/// a bundle is never rewritten with other contents (Foundation caches a bundle's info dictionary by path).
enum InfoPlistBundle {
    /// The bundle directory holding these Info.plist bytes, written if missing; `nil` when it cannot be written (then
    /// `Bundle.main` stays the test runner's).
    static func path(for bytes: [UInt8]) -> String? {
        if let known = written[bytes] { return known }
        let directory = (NSTemporaryDirectory() as NSString)
            .appendingPathComponent("lifecycle-info-plists/\(StoredDataRendering.fnv1a64(bytes))")
        let file = (directory as NSString).appendingPathComponent("Info.plist")
        let data = Data(bytes)
        if FileManager.default.contents(atPath: file) != data {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                try data.write(to: URL(fileURLWithPath: file), options: .atomic)
            } catch {
                return nil
            }
        }
        written[bytes] = directory
        return directory
    }

    /// The directories written by this process, by contents.
    nonisolated(unsafe) private static var written: [[UInt8]: String] = [:]
}
