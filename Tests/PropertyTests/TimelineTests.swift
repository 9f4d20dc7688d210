import Generators
import LifecycleRules
import Testing

/// A timeline lists an event's callbacks in lanes, `app` and one per session, in the order of each lane's first
/// callback, so a reader sees which participant was called first.
@Suite("Timeline lanes follow the order of the callbacks")
struct TimelineTests {
    @Test("a discard lists the scene's callbacks before the app's didDiscardSceneSessions, which comes after them")
    func discardAfterTheScene() {
        let a = SessionID(0)
        let calls: [SpecCall] = [.willResignActive(a, scene: 1), .didEnterBackground(a, scene: 1),
                                 .didDisconnect(a, scene: 1), .didDiscardSceneSessions([a])]
        let text = Timeline.render([.discard(a, .user)], calls: [calls], failing: 0)
        #expect(text == """
              ▸ 1  discard A
                     A    willResignActive a1, didEnterBackground a1, didDisconnect a1
                     app  didDiscard A

            """)
    }

    @Test("a launch lists the app's callbacks first, as they come first")
    func launchAppFirst() {
        let a = SessionID(0)
        let calls: [SpecCall] = [.willFinishLaunching, .didFinishLaunching, .configurationForConnecting(a, .application, .none),
                                 .willConnect(a, scene: 1, .none)]
        let text = Timeline.render([.launch], calls: [calls], failing: nil)
        #expect(text == """
                1  launch
                     app  willFinishLaunching, didFinishLaunching
                     A    configurationForConnecting, willConnect a1

            """)
    }
}
