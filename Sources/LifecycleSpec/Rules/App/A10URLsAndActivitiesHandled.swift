/// A10: a URL or activity delivered at connect or while connected becomes what that scene shows.
///
/// The app says what each input should open (`ContentExpectations`); the
/// scene's `SceneContent.subject` must be that at the end of the event.
public final class A10URLsAndActivitiesHandled: AppRuleChecker {
    public static let rule = LifecycleRule(
        id: "A10", title: "URLs and activities handled",
        statement: "A URL or activity delivered at connect or while connected becomes what that scene shows.",
        source: "UISceneDelegate documentation (scene(_:willConnectTo:options:) connection options, "
            + "scene(_:openURLContexts:), scene(_:continue:)); WWDC 2019 session 258",
        kind: .app)
    public nonisolated static let observed: ObservationKinds = [.contentDelivered]

    private var expected: [(id: SessionID, subject: AnyHashable, input: String)] = []

    public func observe(_ observation: RuntimeObservation, in runtime: ReferenceRuntime, monitor: AppRulesMonitor) {
        guard case .contentDelivered(let id, let content) = observation,
              let subject = runtime.configuration.expectations.subject(for: content) else { return }
        let input: String
        switch content {
        case .url(let url): input = "URL \(url)"
        case .activity(let activity): input = "activity \(activity)"
        case .shortcut(let item): input = "quick action \(item.type)"
        }
        expected.removeAll { $0.id == id }
        expected.append((id, subject, input))
    }

    public func eventFinished(in runtime: ReferenceRuntime, monitor: AppRulesMonitor) {
        defer { expected.removeAll() }
        for (id, subject, input) in expected {
            guard let scene = runtime.scene(of: id) else { continue }
            let reading = AppView.reading(of: id, in: runtime)
            let shown = reading.subject
            guard shown != subject else { continue }
            // Content without a subject is not "nothing": say what it shows, and why A10 cannot see it.
            let what = shown == nil && reading.restorationState != nil
                ? "\(AppView.show(reading.restorationState)), which has no subject (its SceneContent declares "
                    + "no `subject` for A10 to compare)"
                : AppView.show(shown)
            monitor.report(Self.rule, "scene \(scene.identifier) got the \(input) but shows \(what)",
                           expected: "the scene shows what the URL or activity asks for",
                           details: ["− expected: \(AppView.show(subject))", "+ shown:    \(AppView.show(shown))"])
            return
        }
    }
}
