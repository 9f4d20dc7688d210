/// S12: no callback between a process's end and the next launch; willTerminate is its process's last callback.
package enum S12ProcessBracket: SystemRule {
    package static let rule = LifecycleRule(
        id: "S12", title: "process bracket",
        statement: "No callback arrives between a process's death and the next launch; memory warnings and "
            + "willTerminate only reach a running process.",
        source: "UIApplicationDelegate documentation, applicationWillTerminate(_:) and "
            + "applicationDidReceiveMemoryWarning(_:)")

    package static func check(_ line: TraceLine, _ model: inout TraceModel, _ out: inout [Finding]) {
        guard case .terminated(let at) = model.phase, !line.record.call.isLaunch else { return }
        out.append(Finding(
            rule: rule, place: .traceLine(line.number), message: "\(line.record.call.rawValue) after applicationWillTerminate(_:)",
            expected: "applicationWillTerminate(_:) is the last callback of its process; only a launch follows it",
            notes: [.init(place: .traceLine(at), text: "applicationWillTerminate(_:) here")]))
    }
}
