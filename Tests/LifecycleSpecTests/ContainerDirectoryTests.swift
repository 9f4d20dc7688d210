import Foundation
import LifecycleRules
import LifecycleUIKit
import Testing
import LifecycleTesting

/// The app's container directories: what a fresh install empties (and what it refuses to), and how files are read
/// as app state.
@MainActor
@Suite("Container directories: fresh install and files as app state", .holdingCheckTurn)
struct ContainerDirectoryTests {
    let files = FileManager.default

    /// Runs `body` with a new, not yet created directory under the temporary directory, removed afterwards.
    func withRoot<T>(_ body: (URL) async throws -> T) async rethrows -> T {
        let root = files.temporaryDirectory.appendingPathComponent("lifecycle-containers-\(UUID().uuidString)")
        defer { try? files.removeItem(at: root) }
        return try await body(root)
    }

    func write(_ text: String, to url: URL) throws {
        try files.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func runtime(_ directories: [URL]) -> ReferenceRuntime {
        ReferenceRuntime(
            configuration: RuntimeConfiguration(spec: SpecConfiguration(device: .phone), containerDirectories: directories),
            appDelegate: { RecordingAppDelegate(createsLegacyWindow: false) },
            sceneDelegate: { _, _ in RestoringSceneDelegate(sink: LogSink()) })
    }

    @Test("a fresh install creates a missing directory and marks it, then empties it but for the marker")
    func freshInstall() async throws {
        try await withRoot { root in
            let documents = root.appendingPathComponent("Library/Documents")
            let directories = ContainerDirectories([documents])
            try directories.install()
            #expect(try files.contentsOfDirectory(atPath: documents.path) == [".lifecycle-container"])
            try write("a", to: documents.appendingPathComponent("notes/a.txt"))
            try write("b", to: documents.appendingPathComponent("b.txt"))
            try directories.install()
            #expect(try files.contentsOfDirectory(atPath: documents.path) == [".lifecycle-container"])
            #expect(directories.read().isEmpty, "the marker is not app state")
        }
    }

    @Test("a non-empty directory without the marker is refused, left as it was, and not read")
    func unmarkedDirectoryIsRefused() async throws {
        try await withRoot { root in
            let kept = root.appendingPathComponent("kept.txt")
            try write("mine", to: kept)
            let rootPath = root.standardizedFileURL.path
            #expect(throws: ContainerDirectoryError.unmarkedNotEmpty(path: rootPath)) { try ContainerDirectories([root]).install() }
            let runtime = runtime([root])
            #expect(runtime.appState.containerError == .unmarkedNotEmpty(path: rootPath))
            try await runtime.send(.launch)
            #expect(!runtime.appState.keys.contains { $0.hasPrefix("file") })
            #expect(try files.contentsOfDirectory(atPath: root.path) == ["kept.txt"])
            #expect(ContainerDirectoryError.unmarkedNotEmpty(path: rootPath).description
                .contains("\(rootPath) is not empty and has no .lifecycle-container marker"))
        }
    }

    @Test("a path that is a file, and directories that overlap, are refused before anything is deleted")
    func otherRefusals() async throws {
        try await withRoot { root in
            let file = root.appendingPathComponent("file")
            try write("x", to: file)
            let inner = root.appendingPathComponent("a/b")
            try write("inside", to: inner.appendingPathComponent("c.txt"))
            #expect(throws: ContainerDirectoryError.notADirectory(path: file.standardizedFileURL.path)) {
                try ContainerDirectories([file]).check()
            }
            #expect(throws: ContainerDirectoryError.overlapping(path: inner.standardizedFileURL.path,
                                                                inside: root.appendingPathComponent("a").standardizedFileURL.path)) {
                try ContainerDirectories([root.appendingPathComponent("a"), inner]).install()
            }
            #expect(files.fileExists(atPath: inner.appendingPathComponent("c.txt").path))
        }
    }

    @Test("emptying deletes symbolic links inside, at any depth, never what they point to")
    func linksAreNotFollowed() async throws {
        try await withRoot { root in
            let outside = root.appendingPathComponent("outside")
            try write("precious", to: outside.appendingPathComponent("precious.txt"))
            let documents = root.appendingPathComponent("Documents")
            let directories = ContainerDirectories([documents])
            try directories.install()
            try files.createSymbolicLink(at: documents.appendingPathComponent("link"), withDestinationURL: outside)
            try files.createDirectory(at: documents.appendingPathComponent("sub"), withIntermediateDirectories: true)
            try files.createSymbolicLink(at: documents.appendingPathComponent("sub/link"), withDestinationURL: outside)
            #expect(directories.read().isEmpty, "a link is not followed when reading")
            try directories.install()
            #expect(try files.contentsOfDirectory(atPath: documents.path) == [".lifecycle-container"])
            #expect(try Data(contentsOf: outside.appendingPathComponent("precious.txt")) == Data("precious".utf8))
        }
    }

    @Test("files are app state under their relative path, survive a process death, and belong to the session they name")
    func filesAreAppState() async throws {
        try await withRoot { root in
            let documents = root.appendingPathComponent("Documents")
            try write("stale", to: documents.appendingPathComponent("old.txt"))
            try write("marker", to: documents.appendingPathComponent(".lifecycle-container"))
            let runtime = runtime([documents])
            #expect(!files.fileExists(atPath: documents.appendingPathComponent("old.txt").path), "a fresh install empties it")
            try await runtime.send(.launch)
            let a = SessionID(0).persistentIdentifier
            try write("hello", to: documents.appendingPathComponent("drafts/\(a).txt"))
            try write("shared", to: documents.appendingPathComponent("settings.json"))
            for event: LifecycleEvent in [.background(SessionID(0)), .processDeath, .launch] { try await runtime.send(event) }
            #expect(runtime.appState.value(forKey: "file:drafts/\(a).txt") == "\"hello\"")
            #expect(runtime.appState.value(forKey: "file:settings.json") == "\"shared\"")
            #expect(runtime.appState.keys(ownedBy: a) == ["file:drafts/\(a).txt"])
            #expect(runtime.appState.keys(ownedBy: SessionID(1).persistentIdentifier).isEmpty)
            try files.removeItem(at: documents.appendingPathComponent("drafts"))
            try await runtime.send(.background(SessionID(0)))
            #expect(runtime.appState.value(forKey: "file:drafts/\(a).txt") == nil, "a deletion is seen")
        }
    }

    @Test("several directories get numbered keys, so a key never depends on where the directories are")
    func severalDirectories() async throws {
        try await withRoot { root in
            let directories = ContainerDirectories([root.appendingPathComponent("Documents"), root.appendingPathComponent("Caches")])
            try directories.install()
            try write("d", to: root.appendingPathComponent("Documents/x"))
            try write("c", to: root.appendingPathComponent("Caches/x"))
            #expect(directories.read() == ["file[0]:x": "\"d\"", "file[1]:x": "\"c\""])
        }
    }

    @Test("a file's content is rendered the same in every run: short printable text quoted, else size and FNV-1a hash")
    func rendering() {
        #expect(ContainerDirectories.render(Data("draft of a note".utf8)) == "\"draft of a note\"")
        #expect(ContainerDirectories.render(Data()) == "\"\"")
        #expect(ContainerDirectories.render(Data("a\n".utf8)) == "<2 bytes, fnv1a64 089bdc07b544e7b2>")
        #expect(ContainerDirectories.render(Data([0xFF])) == "<1 bytes, fnv1a64 af64724c8602eb6e>")
        #expect(ContainerDirectories.render(Data(String(repeating: "x", count: 65).utf8)).hasPrefix("<65 bytes, fnv1a64 "))
        #expect(RuntimeConfiguration().containerDirectories.isEmpty, "no directory unless declared")
    }
}
