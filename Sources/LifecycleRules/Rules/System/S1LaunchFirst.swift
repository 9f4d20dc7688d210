/// S1: in each process, didFinishLaunching is called exactly once, before any other callback.
///
/// willFinishLaunching, if present, comes just before it. On a trace a
/// process starts at a launch call (`trace-format.md`), so S1 is broken by a
/// callback before any launch, and by a willFinishLaunching not directly
/// followed by didFinishLaunching.
package enum S1LaunchFirst: SystemRule {
    package static let rule = LifecycleRule(
        id: "S1", title: "launch first",
        statement: "In each process, didFinishLaunching is called exactly once (willFinishLaunching, if present, "
            + "just before it), before any other callback.",
        source: "WWDC 2019 session 258 (the launch call stack); UIApplicationDelegate documentation, "
            + "application(_:didFinishLaunchingWithOptions:)")

    package static func check(_ line: TraceLine, _ model: inout TraceModel, _ out: inout [Finding]) {
        let call = line.record.call
        switch model.phase {
        case .notLaunched where !call.isLaunch:
            out.append(Finding(
                rule: rule, place: .traceLine(line.number), message: "\(call.rawValue) before any didFinishLaunching",
                expected: "application(_:didFinishLaunchingWithOptions:) is the first callback of each process"))
        case .launching(let at) where call != .didFinishLaunching:
            let what = call == .willFinishLaunching ? "willFinishLaunching again" : call.rawValue
            out.append(Finding(
                rule: rule, place: .traceLine(line.number), message: "\(what) right after willFinishLaunching",
                expected: "application(_:didFinishLaunchingWithOptions:) directly after willFinishLaunching",
                notes: [.init(place: .traceLine(at), text: "willFinishLaunching here")]))
        default:
            break
        }
    }
}
