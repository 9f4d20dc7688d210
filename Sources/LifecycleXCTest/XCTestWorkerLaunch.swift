import Foundation
import Generators
import LifecycleRules

/// How to run the calling XCTest method again with only this check, in a child process of the test binary (Linux):
/// the binary with the method's `Module.Class/method`, as `--list-tests` names it. `nil` where the binary cannot be
/// run again, or when no listed test, or more than one, has the caller's module and method name; the check then
/// runs in the test's own process.
func xctestWorkerLaunch(
    app: String, device: DeviceProfile, mode: LifecycleMode, options: ConformanceOptions?, fileID: String, function: String
) -> WorkerLaunch? {
    guard let executable = WorkerLaunch.currentExecutable else { return nil }
    let module = String(fileID.prefix { $0 != "/" })
    let method = String(function.prefix { $0 != "(" })
    let matching = XCTestListing.names(of: executable).filter { $0.hasPrefix(module + ".") && $0.hasSuffix("/" + method) }
    guard matching.count == 1, let name = matching.first else { return nil }
    let key = name + "|" + WorkerLaunch.key(app: app, device: device, mode: mode, options: options)
    return WorkerLaunch(executable: executable, arguments: [name],
                        checkKey: key + "#\(CheckOrdinals.shared.next(test: name, key: key))")
}

/// The XCTest methods of the test binary, `Module.Class/method`, listed once per process.
enum XCTestListing {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var listed: [String: [String]] = [:]

    static func names(of executable: String) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        if let names = listed[executable] { return names }
        let output = IsolatedCheck.output(of: executable, arguments: ["--list-tests"]) ?? ""
        let names = output.split(separator: "\n").map(String.init).filter { line in
            !line.contains(" ") && line.contains(".") && line.contains("/")
        }
        listed[executable] = names
        return names
    }
}
