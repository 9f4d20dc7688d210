import Foundation
import Generators
import LifecycleRules
import LifecycleTesting
import Testing

/// Files an app writes under its declared container directories are app state: A2 and A3 judge them as they
/// judge user defaults, and a directory the check may not empty stops it before the first case.
@MainActor
@Suite("Files in the app's container directories")
struct ContainerFileRuleTests {
    /// Runs `body` with a new directory under the temporary directory (not created), removed afterwards, and the
    /// app's `DraftsDirectory` pointed at it.
    /// Runs `body` with the drafts directory set, holding the check's turn: the directory is a static the app
    /// reads, so no other test's check may run while it is set (`CheckTurns`).
    func withDocuments<T>(_ body: (URL) async throws -> T) async throws -> T {
        try await CheckTurns.exclusively { () async throws -> T in
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-files-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: root) }
            let documents = root.appendingPathComponent("Documents")
            DraftsDirectory.url = documents
            return try await body(documents)
        }
    }

    func check(_ app: AppUnderTest, cases: Int = 150) async -> ConformanceReport {
        await LifecycleConformance.check(app, options: ConformanceOptions(device: .pad, run: RunOptions(cases: cases, seed: Seed(0xF11E))))
    }

    @Test("an app with a container directory, checked isolated on every device, passes: its check holds the turn through its child's run",
          arguments: DeviceProfile.allCases)
    func isolatedChecksOfOneDirectory(device: DeviceProfile) async throws {
        // The drafts directory is a static the app reads, and other tests here set it: set it holding the turn.
        let report = await CheckTurns.exclusively { () async -> ConformanceReport? in
            let documents = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-files-isolated/Documents")
            DraftsDirectory.url = documents
            return await expectLifecycleConformance(
                FileDraftsApp.app(in: documents), options: ConformanceOptions(device: device, run: RunOptions(cases: 100, seed: Seed(0xF11E))))
        }
        #expect(report?.passed == true)
        #expect(report?.run.casesRun == 100)
    }

    @Test("a draft file named with the session's identifier, deleted only when the session is discarded, passes")
    func correctAppPasses() async throws {
        try await withDocuments { documents in
            let report = await check(FileDraftsApp.app(in: documents))
            #expect(report.passed, "\(report.text)")
            #expect(FileManager.default.fileExists(atPath: documents.appendingPathComponent(".lifecycle-container").path))
        }
    }

    @Test("a scene delegate that deletes its draft file in sceneDidDisconnect is caught by A2")
    func deletionAtDisconnectIsCaught() async throws {
        try await withDocuments { documents in
            let report = await check(FileDraftsApp.app(in: documents, deletesOnDisconnect: true))
            let c = try #require(report.run.counterexample, "not caught in \(report.run.casesRun) cases")
            #expect(c.failure.rule == "A2", "\(report.text)")
            #expect(c.events.count == 2, "\(report.text)")  // a window opened, then a force quit that disconnects it
            #expect(c.failure.message.contains("deleted 'file:drafts/"), "\(c.failure.message)")
            #expect(report.text.contains("= \"untitled\""), "the report shows the file's content")
            if case .nondeterministic(let detail) = c.flakiness { Issue.record("nondeterministic: \(detail)") }
        }
    }

    @Test("an app delegate that leaves draft files behind when sessions are discarded is caught by A3")
    func fileLeftAfterDiscardIsCaught() async throws {
        try await withDocuments { documents in
            let report = await check(FileDraftsApp.app(in: documents, keepsOnDiscard: true))
            let c = try #require(report.run.counterexample, "not caught in \(report.run.casesRun) cases")
            #expect(c.failure.rule == "A3", "\(report.text)")
            #expect(c.failure.message.contains("storage still holds file:drafts/"), "\(c.failure.message)")
            if case .nondeterministic(let detail) = c.flakiness { Issue.record("nondeterministic: \(detail)") }
        }
    }

    @Test("the same seed gives the same report byte for byte, in another directory and in a reused one")
    func reportsAreDeterministic() async throws {
        let first = try await withDocuments { await check(FileDraftsApp.app(in: $0, deletesOnDisconnect: true), cases: 60).text }
        let (second, third) = try await withDocuments { documents in
            let app = FileDraftsApp.app(in: documents, deletesOnDisconnect: true)
            return (await check(app, cases: 60).text, await check(app, cases: 60).text)
        }
        #expect(first.contains("A2 "))
        #expect(second == first)
        #expect(third == first, "a directory marked by an earlier check is taken again")
    }

    @Test("a non-empty directory the check did not mark stops it before the first case, naming the path; nothing is deleted")
    func unmarkedDirectoryIsRefused() async throws {
        try await withDocuments { documents in
            try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
            let precious = documents.appendingPathComponent("precious.txt")
            try Data("keep me".utf8).write(to: precious)
            let app = FileDraftsApp.app(in: documents)
            var announced = ""
            let path = documents.standardizedFileURL.path
            await #expect(throws: RunConfigurationError.containerDirectory(app: "FileDrafts", .unmarkedNotEmpty(path: path))) {
                _ = try await LifecycleConformance.checkInTest(app, device: .pad, mode: .scenes, options: nil,
                                                               environment: [:], filter: "x", announce: { announced += $0 })
            }
            #expect(announced.isEmpty, "nothing runs")
            #expect(try Data(contentsOf: precious) == Data("keep me".utf8))
            let message = RunConfigurationError.containerDirectory(app: "FileDrafts", .unmarkedNotEmpty(path: path)).description
            #expect(message.hasPrefix("FileDrafts: the container directory \(path) is not empty and has no .lifecycle-container marker"))
        }
    }
}
