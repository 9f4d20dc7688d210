import Foundation

/// Records the delegate calls of a real app as a trace that `lifecycle-check check` reads.
///
/// Call it from the first line of each delegate method. It writes the header
/// once, then one line per call, through a sink (a closure, or a file opened
/// for appending). Thread-safe. Scene identifiers are assigned per session as
/// `<session>-1`, `<session>-2`, … at each `willConnect`, so no address ever
/// reaches the trace. Timestamps are written only if a clock is given.
///
/// ```swift
/// let recorder = try LifecycleRecorder(appendingTo: tracePath, header: TraceHeader(device: .pad))
/// recorder.record(.didFinishLaunching)
/// recorder.record(.willConnect, session: session.persistentIdentifier, restoration: .some(nil))
/// ```
public final class LifecycleRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private let sink: (String) -> Void
    private let clock: (() -> Double)?
    private let writer = TraceWriter()
    private var sceneCounts: [String: Int] = [:]
    private var currentScenes: [String: String] = [:]

    /// A recorder that hands each line (with its newline) to `sink`; the header is written now.
    public init(header: TraceHeader = TraceHeader(), clock: (() -> Double)? = nil, sink: @escaping (String) -> Void) {
        self.sink = sink
        self.clock = clock
        sink(writer.headerLine(header) + "\n")
    }

    /// A recorder appending to the file at `path` (created if needed).
    /// - Throws: an error from Foundation when the file cannot be created or opened.
    public convenience init(appendingTo path: String, header: TraceHeader = TraceHeader(), clock: (() -> Double)? = nil) throws {
        if !FileManager.default.fileExists(atPath: path) {
            FileManager.default.createFile(atPath: path, contents: nil)
        }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
        self.init(header: header, clock: clock) { line in handle.write(Data(line.utf8)) }
    }

    /// Records one call. For scene callbacks the scene identifier is filled in when not given.
    public func record(
        _ call: TraceCall, session: String? = nil, scene: String? = nil, role: String? = nil,
        sessions: [String]? = nil, restoration: TraceActivity?? = nil, urls: [String]? = nil,
        activities: [TraceActivity]? = nil, shortcut: String? = nil
    ) {
        lock.lock()
        defer { lock.unlock() }
        var sceneID = scene
        if let session, call.isSceneCallback, sceneID == nil {
            if call == .willConnect {
                sceneCounts[session, default: 0] += 1
                currentScenes[session] = "\(session)-\(sceneCounts[session]!)"
            }
            sceneID = currentScenes[session]
        }
        let record = TraceRecord(
            call: call, session: session, scene: sceneID, role: role, sessions: sessions, restoration: restoration,
            urls: urls, activities: activities, shortcut: shortcut, t: clock?())
        sink(writer.line(for: record) + "\n")
    }
}
