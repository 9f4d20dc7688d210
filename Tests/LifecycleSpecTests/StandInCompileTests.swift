import Foundation
import Testing

/// The files that compile only where UIKit exists are compiled here against a stand-in UIKit
/// (`Tests/StandIns/UIKit`), in Swift 6 language mode with strict concurrency, so a change that
/// breaks them on iOS is caught on Linux.
@Suite("UIKit-only files compile under Swift 6 against a stand-in UIKit")
struct StandInCompileTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs `swiftc` with these arguments; returns its exit status and what it printed.
    static func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        process.currentDirectoryURL = root
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The folders of LifecycleSpec the recorder is compiled with: itself and what it uses. A new
    /// dependency of the recorder shows here as "cannot find …": add its folder.
    static let folders = ["Recorder", "Trace", "Support", "Model", "PropertyList"]

    @Test("the UIKit recorder, with the parts of LifecycleSpec it uses, type-checks against the stand-in")
    func recorderCompiles() throws {
        let fm = FileManager.default
        let scratch = fm.temporaryDirectory.appendingPathComponent("lifecycle-standins-\(getpid())")
        try fm.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: scratch) }
        let module = try Self.swiftc([
            "-emit-module", "-swift-version", "6", "-module-name", "UIKit", "Tests/StandIns/UIKit/UIKit.swift",
            "-emit-module-path", scratch.appendingPathComponent("UIKit.swiftmodule").path,
        ])
        try #require(module.status == 0, "the stand-in UIKit does not compile:\n\(module.output)")
        let sources = try #require(fm.enumerator(atPath: Self.root.appendingPathComponent("Sources/LifecycleSpec").path))
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
            .filter { path in Self.folders.contains { path.hasPrefix($0 + "/") } }.sorted()
            .map { "Sources/LifecycleSpec/\($0)" }
        #expect(sources.contains("Sources/LifecycleSpec/Recorder/LifecycleRecorder+UIKit.swift"))
        let check = try Self.swiftc(["-typecheck", "-swift-version", "6", "-module-name", "LifecycleSpec",
                                     "-I", scratch.path] + sources)
        #expect(check.status == 0, "\(check.output)")
        #expect(!check.output.contains("warning:"), "\(check.output)")
    }
}
