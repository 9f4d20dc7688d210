import Foundation
import LifecycleSpec
import Testing

@Suite("The recorder a real app calls")
struct LifecycleRecorderTests {
    /// Collects what a recorder writes; the recorder calls it under its own lock.
    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var collected: [String] = []
        func append(_ line: String) {
            lock.lock()
            collected.append(line)
            lock.unlock()
        }
        var all: [String] {
            lock.lock()
            defer { lock.unlock() }
            return collected
        }
        var text: String { all.joined() }
    }

    @Test("it writes the header once, names scenes per session, and writes exactly the expected lines")
    func records() {
        let lines = Lines()
        let recorder = LifecycleRecorder(header: TraceHeader(device: .phone, multipleScenes: false)) { lines.append($0) }
        recorder.record(.didFinishLaunching)
        recorder.record(.configurationForConnecting, session: "S", role: "UIWindowSceneSessionRoleApplication")
        recorder.record(.willConnect, session: "S", restoration: .some(nil))
        recorder.record(.willEnterForeground, session: "S")
        recorder.record(.didBecomeActive, session: "S")
        recorder.record(.willResignActive, session: "S")
        recorder.record(.didEnterBackground, session: "S")
        recorder.record(.stateRestorationActivity, session: "S", restoration: .some(TraceActivity(type: "t", id: "1")))
        recorder.record(.didDisconnect, session: "S")
        recorder.record(.willConnect, session: "S", restoration: .some(TraceActivity(type: "t", id: "1")))
        #expect(lines.all == [
            #"{"trace":1,"mode":"scenes","device":"phone","multipleScenes":false}"# + "\n",
            #"{"call":"application(_:didFinishLaunchingWithOptions:)"}"# + "\n",
            #"{"call":"application(_:configurationForConnecting:options:)","session":"S","role":"UIWindowSceneSessionRoleApplication"}"# + "\n",
            #"{"call":"scene(_:willConnectTo:options:)","session":"S","scene":"S-1","restoration":null}"# + "\n",
            #"{"call":"sceneWillEnterForeground(_:)","session":"S","scene":"S-1"}"# + "\n",
            #"{"call":"sceneDidBecomeActive(_:)","session":"S","scene":"S-1"}"# + "\n",
            #"{"call":"sceneWillResignActive(_:)","session":"S","scene":"S-1"}"# + "\n",
            #"{"call":"sceneDidEnterBackground(_:)","session":"S","scene":"S-1"}"# + "\n",
            #"{"call":"stateRestorationActivity(for:)","session":"S","scene":"S-1","restoration":{"type":"t","id":"1"}}"# + "\n",
            #"{"call":"sceneDidDisconnect(_:)","session":"S","scene":"S-1"}"# + "\n",
            #"{"call":"scene(_:willConnectTo:options:)","session":"S","scene":"S-2","restoration":{"type":"t","id":"1"}}"# + "\n",
        ])
        #expect(recorder.currentScene(of: "S") == "S-2")
        #expect(recorder.currentScene(of: "T") == nil)
        let (header, read, errors) = TraceReader.readAll(text: lines.text)
        #expect(errors.isEmpty)
        #expect(read.count == 10)
        #expect(TraceChecker.check(read, header: header).isEmpty)
    }

    @Test("scene names are kept apart per session, and a scene the app names itself is used")
    func sceneNames() {
        let lines = Lines()
        let recorder = LifecycleRecorder { lines.append($0) }
        recorder.record(.willConnect, session: "A", restoration: .some(nil))
        recorder.record(.willConnect, session: "B", scene: "mine", restoration: .some(nil))
        recorder.record(.didBecomeActive, session: "B")
        recorder.record(.didBecomeActive, session: "A", scene: "explicit")
        recorder.record(.didDiscardSceneSessions, sessions: ["A"])
        let records = TraceReader.readAll(text: lines.text).lines.map(\.record)
        #expect(records.map(\.scene) == ["A-1", "mine", "mine", "explicit", nil])
    }

    @Test("without a clock no t is written; with one, each line gets its reading")
    func clock() {
        let plain = Lines()
        LifecycleRecorder { plain.append($0) }.record(.didFinishLaunching)
        #expect(plain.all.last == #"{"call":"application(_:didFinishLaunchingWithOptions:)"}"# + "\n")

        final class Ticks: @unchecked Sendable { var now = 0.0 }
        let ticks = Ticks()
        let timed = Lines()
        let recorder = LifecycleRecorder(clock: { ticks.now += 0.5; return ticks.now }) { timed.append($0) }
        recorder.record(.didFinishLaunching)
        recorder.record(.didReceiveMemoryWarning)
        recorder.record(TraceRecord(call: .willTerminate, t: 9))
        #expect(Array(timed.all.dropFirst()) == [
            #"{"call":"application(_:didFinishLaunchingWithOptions:)","t":0.5}"# + "\n",
            #"{"call":"applicationDidReceiveMemoryWarning(_:)","t":1.0}"# + "\n",
            #"{"call":"applicationWillTerminate(_:)","t":9.0}"# + "\n",
        ])
    }

    @Test("appending to a file writes the header only into an empty file, so relaunches make one trace")
    func appendsToFile() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("recorder-\(UInt64.random(in: 0...UInt64.max)).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            let first = try LifecycleRecorder(appendingTo: path, header: TraceHeader(device: .phone, multipleScenes: false))
            first.record(.didFinishLaunching)
            first.record(.configurationForConnecting, session: "A")
            first.record(.willConnect, session: "A", restoration: .some(nil))
        }
        do {
            let second = try LifecycleRecorder(appendingTo: path, header: TraceHeader(device: .phone, multipleScenes: false))
            second.record(.didFinishLaunching)
            second.record(.willConnect, session: "A", restoration: .some(nil))
        }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.components(separatedBy: "\"trace\":1").count == 2)
        let read = TraceReader.readAll(text: text)
        #expect(read.errors.isEmpty)
        #expect(read.header == TraceHeader(device: .phone, multipleScenes: false))
        #expect(read.lines.map(\.record.call) == [.didFinishLaunching, .configurationForConnecting, .willConnect,
                                                  .didFinishLaunching, .willConnect])
        #expect(read.lines.map(\.record.scene) == [nil, nil, "A-1", nil, "A-1"])
    }

    @Test("a file that cannot be opened is an error, not a crash")
    func unopenableFile() {
        #expect(throws: TraceError(line: 0, message: "cannot open '/nonexistent/dir/trace.jsonl' for appending")) {
            _ = try LifecycleRecorder(appendingTo: "/nonexistent/dir/trace.jsonl")
        }
    }

    @Test("calls from many threads give whole, valid lines, each exactly once")
    func threads() {
        let lines = Lines()
        let recorder = LifecycleRecorder { lines.append($0) }
        DispatchQueue.concurrentPerform(iterations: 8) { k in
            for n in 0..<250 {
                recorder.record(.openURLContexts, session: "S\(k)", urls: ["x://\(k)/\(n)"])
            }
        }
        let read = TraceReader.readAll(text: lines.text)
        #expect(lines.all.count == 2001)
        #expect(read.errors.isEmpty)
        #expect(Set(read.lines.compactMap(\.record.urls?.first)).count == 2000)
        for k in 0..<8 {
            let mine = read.lines.compactMap { $0.record.session == "S\(k)" ? $0.record.urls?.first : nil }
            #expect(mine == (0..<250).map { "x://\(k)/\($0)" })
        }
    }
}
