/// S8: scene mode never calls the app-level UI-state callbacks; legacy mode calls no scene callback.
///
/// A back-deployed app implements both sets and the OS picks one at run time,
/// never both. In legacy mode configurationForConnecting and
/// didDiscardSceneSessions break S8 too.
package enum S8OneSetOfUICallbacks: SystemRule {
    package static let rule = LifecycleRule(
        id: "S8", title: "one set of UI callbacks",
        statement: "In scene mode the app-level UI-state callbacks (applicationDidBecomeActive, WillResignActive, "
            + "DidEnterBackground, WillEnterForeground) are never called; in legacy mode no scene callback is called.",
        source: "WWDC 2019 session 258 (\"UIKit will stop calling the old App Delegate methods that relate to UI "
            + "state\"; back-deploying: \"UIKit will call the correct set at runtime\")")

    package static func check(_ line: TraceLine, _ model: inout TraceModel, _ out: inout [Finding]) {
        let call = line.record.call
        switch model.header.mode {
        case .scenes where call.isApplicationUIStateCallback:
            out.append(Finding(
                rule: rule, place: .traceLine(line.number), message: "\(call.rawValue) in scene mode",
                expected: "scene delegates get the UI-state callbacks in scene mode, not the app delegate"))
        case .legacy where call.isSceneCallback || call == .configurationForConnecting || call == .didDiscardSceneSessions:
            out.append(Finding(
                rule: rule, place: .traceLine(line.number), message: "\(call.rawValue) in legacy mode",
                expected: "no scene callback in legacy mode: the app delegate gets the UI-state callbacks"))
        default:
            break
        }
    }
}
