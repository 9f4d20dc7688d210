/// A9: configurationForConnecting returns a configuration the manifest declares for the session's role.
public final class A9ConfigurationByRole: AppRuleChecker {
    public static let rule = LifecycleRule(
        id: "A9", title: "configuration by role",
        statement: "configurationForConnecting returns a configuration the manifest declares for the session's role.",
        source: "WWDC 2019 session 258 (\"refer to it by name, making sure you pass in the role of the incoming "
            + "session\"); UISceneConfiguration documentation",
        kind: .app)
    public nonisolated static let observed: ObservationKinds = [.configurationChosen]
    public nonisolated static let checksAtEventEnd = false

    public func observe(_ observation: RuntimeObservation, in runtime: ReferenceRuntime, monitor: AppRulesMonitor) {
        guard case .configurationChosen(let config, let id) = observation, let manifest = runtime.configuration.manifest,
              let session = runtime.session(id) else { return }
        if config.sessionRole != session.role {
            monitor.report(Self.rule, "configurationForConnecting returned a \(config.sessionRole) configuration for "
                           + "session \(id) of role \(session.role)",
                           expected: "a configuration for the session's own role")
        } else if !manifest.declares(config) {
            let declared = manifest.configurations(for: session.role).compactMap(\.name)
            monitor.report(Self.rule, "configurationForConnecting returned '\(config.name ?? "(unnamed)")', which the "
                           + "manifest does not declare for \(session.role)",
                           expected: "one of the manifest's configurations for the role: \(declared.joined(separator: ", "))")
        }
    }
}
