/// S11: every URL, activity or quick action is delivered once, to one scene: by its callback when connected, else at willConnect.
///
/// On a trace: openURLContexts, continue and performActionFor must reach a
/// connected scene, and connection options (urls, activities, shortcut) appear
/// only on willConnect or on their own delivery call. An empty `urls` or
/// `activities` delivers nothing. A Handoff activity arrives at connect as its
/// type only, then by continue once the scene is connected
/// (`UIScene.ConnectionOptions.userActivities` documentation), which reads as
/// a continue to a connected scene. "Exactly once, never lost" is checked by
/// the reference runtime, which knows what it sent.
package enum S11URLAndActivityDelivery: SystemRule {
    package static let rule = LifecycleRule(
        id: "S11", title: "URL, activity and quick-action delivery",
        statement: "Every URL, user activity or quick action sent to the app is delivered exactly once, to one scene, "
            + "by openURLContexts / continue / performActionFor when that scene is connected, else in that scene's "
            + "willConnect connection options (a Handoff activity: only its type at connect, then the activity by "
            + "continue).",
        source: "UISceneDelegate documentation, scene(_:openURLContexts:) and scene(_:continue:); "
            + "windowScene(_:performActionFor:completionHandler:); UIScene.ConnectionOptions documentation "
            + "(userActivities, handoffUserActivityType)")

    package static func check(_ line: TraceLine, _ model: inout TraceModel, _ out: inout [Finding]) {
        let r = line.record
        switch r.call {
        case .openURLContexts, .continueUserActivity, .performActionForShortcut:
            guard let id = r.session, model.current?.scene == nil, delivers(r) else { break }
            out.append(Finding(
                rule: rule, place: .traceLine(line.number), message: "\(r.call.rawValue) for session \(id), whose scene is not connected",
                expected: "a delivery to a scene that is not connected arrives in its willConnect connection options"))
        default:
            break
        }
        var misplaced: [String] = []
        if r.urls?.isEmpty == false && r.call != .willConnect && r.call != .openURLContexts { misplaced.append("urls") }
        if r.activities?.isEmpty == false && r.call != .willConnect && r.call != .continueUserActivity {
            misplaced.append("activities")
        }
        if r.shortcut != nil && r.call != .willConnect && r.call != .performActionForShortcut { misplaced.append("shortcut") }
        if !misplaced.isEmpty {
            out.append(Finding(
                rule: rule, place: .traceLine(line.number),
                message: "\(misplaced.joined(separator: ", ")) on \(r.call.rawValue)",
                expected: "connection options arrive only in willConnect (or in their own delivery call)"))
        }
    }

    /// Whether a delivery call delivers something: `urls: []` or `activities: []` delivers nothing.
    private static func delivers(_ r: TraceRecord) -> Bool {
        switch r.call {
        case .openURLContexts: return r.urls?.isEmpty == false
        case .continueUserActivity: return r.activities?.isEmpty == false
        default: return true
        }
    }
}
