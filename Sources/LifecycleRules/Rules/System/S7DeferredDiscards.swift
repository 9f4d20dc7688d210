/// S7: sessions discarded while not running are reported after the next didFinishLaunching, once, and never connect again.
///
/// On a trace, a report that comes right after didFinishLaunching (only other
/// reports between) is a deferred one; any later mention of such a session
/// breaks S5, and S7 is named with it. That each is reported exactly once and
/// never lost is checked by the reference runtime, which knows what it discarded.
package enum S7DeferredDiscards: SystemRule {
    package static let rule = LifecycleRule(
        id: "S7", title: "deferred discards",
        statement: "Sessions discarded while the process was not running are reported by didDiscardSceneSessions "
            + "after the next didFinishLaunching, each exactly once, and are never connected again.",
        source: "UIApplicationDelegate documentation, application(_:didDiscardSceneSessions:) (\"shortly after "
            + "application(_:didFinishLaunchingWithOptions:)\"); the article (\"for each discarded scene\": in one "
            + "call or several, the named choice `deferredDiscards`)")

    package static func violation(_ id: String, first: Int, line: Int) -> Finding {
        Finding(
            rule: rule, place: .traceLine(line), message: "session \(id), reported discarded after launch, is named again",
            expected: "a session reported discarded at launch is never named again",
            notes: [.init(place: .traceLine(first), text: "\(id) reported discarded after launch here")])
    }
}
