/// S11: every URL or activity is delivered once, to one scene: by its callback when connected, else at willConnect.
///
/// On a trace: openURLContexts, continue and performActionFor must reach a
/// connected scene, and connection options (urls, activities, shortcut) appear
/// only on willConnect or on their own delivery call. "Exactly once, never
/// lost" is checked by the reference runtime, which knows what it sent.
public enum S11URLAndActivityDelivery {
    public static let rule = LifecycleRule(
        id: "S11", title: "URL and activity delivery",
        statement: "Every URL or user activity sent to the app is delivered exactly once, to one scene, by "
            + "openURLContexts / continue when that scene is connected, else in that scene's willConnect connection options.",
        source: "UISceneDelegate documentation, scene(_:openURLContexts:) and scene(_:continue:); "
            + "UIScene.ConnectionOptions documentation",
        kind: .system)

    static func check(_ line: TraceLine, _ model: TraceModel, _ out: inout [Violation]) {
        let r = line.record
        switch r.call {
        case .openURLContexts, .continueUserActivity, .performActionForShortcut:
            guard let id = r.session, model.current?.scene == nil else { break }
            out.append(Violation(
                rule: rule, line: line.number, message: "\(r.call.rawValue) for session \(id), whose scene is not connected",
                expected: "a delivery to a scene that is not connected arrives in its willConnect connection options"))
        default:
            break
        }
        var misplaced: [String] = []
        if r.urls != nil && r.call != .willConnect && r.call != .openURLContexts { misplaced.append("urls") }
        if r.activities != nil && r.call != .willConnect && r.call != .continueUserActivity { misplaced.append("activities") }
        if r.shortcut != nil && r.call != .willConnect && r.call != .performActionForShortcut { misplaced.append("shortcut") }
        if !misplaced.isEmpty {
            out.append(Violation(
                rule: rule, line: line.number,
                message: "\(misplaced.joined(separator: ", ")) on \(r.call.rawValue)",
                expected: "connection options arrive only in willConnect (or in their own delivery call)"))
        }
    }
}
