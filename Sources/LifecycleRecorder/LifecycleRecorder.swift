import Foundation
import LifecycleTrace

/// Records the delegate calls of a real app as a trace that `lifecycle-check check` reads.
///
/// Call it from the first line of each delegate method. It writes the header
/// once, then one line per call through ``TraceWriter``, so its lines have
/// the writer's fixed key order and stable bytes.
///
/// Guarantees:
///
/// - **Order.** Calls from any thread are serialized by a lock; lines reach
///   the sink in the order the `record` calls took the lock, one whole line
///   (with its newline) per sink call, never two at once.
/// - **Stable scene names.** For scene callbacks that do not name their scene,
///   the recorder does: each `willConnect` of a session starts a new name,
///   `<session>-1`, `<session>-2`, …, used by that session's callbacks until
///   the next `willConnect`. No address or `ObjectIdentifier` reaches the trace.
/// - **Deterministic output.** Without a clock no `t` is written, so the same
///   calls always give the same bytes; with a clock each line gets its reading.
///
/// ```swift
/// let recorder = try LifecycleRecorder(appendingTo: tracePath, header: TraceHeader(device: .pad))
/// recorder.record(.didFinishLaunching)
/// recorder.record(.willConnect, session: "A", restoration: .some(nil))
/// recorder.record(.didBecomeActive, session: "A")
/// ```
///
/// ```text
/// {"trace":1,"mode":"scenes","device":"pad","multipleScenes":true}
/// {"call":"application(_:didFinishLaunchingWithOptions:)"}
/// {"call":"scene(_:willConnectTo:options:)","session":"A","scene":"A-1","restoration":null}
/// {"call":"sceneDidBecomeActive(_:)","session":"A","scene":"A-1"}
/// ```
public final class LifecycleRecorder: @unchecked Sendable {
    // Every stored property below is either immutable or guarded by `lock`.
    private let lock = NSLock()
    private let sink: (String) -> Void
    private let clock: (() -> Double)?
    private let writer = TraceWriter()
    // Looked up by key only, never iterated, so hashing order never shows.
    private var connections: [String: Int] = [:]
    private var currentScenes: [String: String] = [:]

    /// A recorder that hands each line, with its newline, to `sink`; the header line is handed over now.
    ///
    /// - Parameters:
    ///   - header: What the app runs on; written as the first line.
    ///   - clock: Seconds since any origin, read once per line for its `t`;
    ///     `nil` (the default) writes no `t`.
    ///   - sink: Receives each line. It is called while the recorder holds
    ///     its lock, so it must not call back into the recorder.
    public convenience init(
        header: TraceHeader = TraceHeader(),
        clock: (() -> Double)? = nil,
        sink: @escaping (String) -> Void
    ) {
        self.init(header: header, writesHeader: true, clock: clock, sink: sink)
    }

    /// A recorder appending to the file at `path`, which is created if needed.
    ///
    /// The header is written only if the file is empty, so an app that records
    /// every launch into one file gets one valid trace, each launch's
    /// `didFinishLaunching` marking a new process. Each line is handed to the
    /// system with one `write(2)` as soon as it is recorded, so lines survive
    /// the process being killed.
    ///
    /// - Throws: ``TraceError`` on line 0 when the file cannot be opened for appending.
    public convenience init(
        appendingTo path: String,
        header: TraceHeader = TraceHeader(),
        clock: (() -> Double)? = nil
    ) throws(TraceError) {
        guard let file = AppendingFile(path: path) else {
            throw TraceError(line: 0, message: "cannot open '\(path)' for appending")
        }
        self.init(header: header, writesHeader: file.isEmpty, clock: clock) { line in file.write(line) }
    }

    private init(header: TraceHeader, writesHeader: Bool, clock: (() -> Double)?, sink: @escaping (String) -> Void) {
        self.sink = sink
        self.clock = clock
        if writesHeader {
            var line = ""
            writer.writeHeader(header, to: &line)
            sink(line)
        }
    }

    /// Records one call, naming the scene for scene callbacks that do not give one.
    ///
    /// Give the fields `trace-format.md` requires for `call`: `session` for
    /// scene callbacks and configurationForConnecting, `restoration` (use
    /// `.some(nil)` for none) for willConnect and stateRestorationActivity(for:),
    /// and so on. The recorder writes what it is given and checks nothing.
    public func record(
        _ call: TraceCall,
        session: String? = nil,
        scene: String? = nil,
        role: String? = nil,
        sessions: [String]? = nil,
        restoration: TraceActivity?? = nil,
        urls: [String]? = nil,
        activities: [TraceActivity]? = nil,
        shortcut: String? = nil
    ) {
        record(TraceRecord(
            call: call, session: session, scene: scene, role: role, sessions: sessions,
            restoration: restoration, urls: urls, activities: activities, shortcut: shortcut))
    }

    /// Records a prepared record; a missing `scene` is named and a missing `t` read from the clock.
    public func record(_ record: TraceRecord) {
        var record = record
        lock.lock()
        defer { lock.unlock() }
        if let session = record.session, record.call.isSceneCallback {
            if record.call == .willConnect {
                let n = connections[session, default: 0] + 1
                connections[session] = n
                currentScenes[session] = record.scene ?? "\(session)-\(n)"
            }
            if record.scene == nil { record.scene = currentScenes[session] }
        }
        if record.t == nil, let clock { record.t = clock() }
        var line = ""
        writer.write(record, to: &line)
        sink(line)
    }

    /// The name the recorder uses for the session's current scene, if it has connected one.
    public func currentScene(of session: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return currentScenes[session]
    }
}

/// A file opened for appending; closed when the last reference goes.
private final class AppendingFile {
    private let descriptor: Int32

    init?(path: String) {
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard fd >= 0 else { return nil }
        descriptor = fd
    }

    deinit { close(descriptor) }

    /// Whether the file holds no bytes yet.
    var isEmpty: Bool { lseek(descriptor, 0, SEEK_END) == 0 }

    /// Writes all of `text`, retrying after interruptions; gives up silently on other errors.
    func write(_ text: String) {
        _ = POSIXDescriptor.writeAll(descriptor, text)
    }
}
