/// A9: configurationForConnecting returns a configuration the manifest declares for the session's role.
///
/// For a role the manifest does not declare (an external display on a phone
/// mirroring, which iOS creates even without multiple-scene support; Apple
/// forum 745553), UIKit fills the session's `configuration` with a default
/// one, and whatever the app returns for that role, UIKit finds no declared
/// delegate for it and makes a scene without one: the display mirrors the
/// main screen. Xcode's template returns `UISceneConfiguration(name: "Default
/// Configuration", sessionRole: connectingSceneSession.role)` for every role,
/// and works so on devices. A9 therefore checks only the role of a
/// configuration returned for an undeclared role (the device wins over the
/// brief's "the one UIKit filled in"; see CONFORMANCE.md).
package final class A9ConfigurationByRole: AppRuleChecker {
    package init() {}

    package nonisolated static let rule = LifecycleRule(
        id: "A9", title: "configuration by role",
        statement: "configurationForConnecting returns a configuration for the session's role, and one the manifest "
            + "declares for that role when it declares any.",
        source: "WWDC 2019 session 258 (\"refer to it by name, making sure you pass in the role of the incoming "
            + "session\"); UISceneConfiguration documentation; UISceneSession.configuration (filled from the "
            + "Info.plist); Apple forum 745553")
    package nonisolated static let observed: ObservationKinds = [.configurationChosen]
    package nonisolated static let checksAtEventEnd = false

    package func observe(_ observation: RuntimeObservation, in runtime: ReferenceRuntime, monitor: AppRulesMonitor) {
        guard case .configurationChosen(let config, let id) = observation,
              let manifest = runtime.configuration.manifest, let object = runtime.session(id) else { return }
        let role = SceneSessionRole(rawValue: object.role.rawValue)
        if config.sessionRole != role {
            monitor.report(Self.rule, "configurationForConnecting returned a \(config.sessionRole) configuration for "
                           + "session \(id) of role \(role)",
                           expected: "a configuration for the session's own role")
        } else if manifest.configurations(for: role).isEmpty {
            return
        } else if !manifest.declares(config) {
            let declared = manifest.configurations(for: role).compactMap(\.name)
            monitor.report(Self.rule, "configurationForConnecting returned '\(config.name ?? "(unnamed)")', which the "
                           + "manifest does not declare for \(role)",
                           expected: "one of the manifest's configurations for the role: \(declared.joined(separator: ", "))")
        }
    }
}
