import Foundation
import LifecycleRules

/// `lifecycle-check manifest FILE`: what an Info.plist's scene manifest declares, its URL schemes and quick actions, and
/// what a check sends when the app gives no `PayloadCatalog` of its own.
enum ManifestCommand {
    static func run(_ args: ParsedArguments, out: (String) -> Void, err: (String) -> Void) throws(UsageError) -> ExitCode {
        guard let path = args.positionals.first else { throw .missingArgument("a FILE", command: "manifest") }
        let manifest: SceneManifest?
        do {
            manifest = try SceneManifest.load(contentsOf: URL(fileURLWithPath: path))
        } catch {
            err("error: \(error)\n")
            return .invalidInput
        }
        out(describe(manifest, file: path))
        return .success
    }

    /// The manifest as indented lines, roles sorted by raw value and configurations in plist order.
    static func describe(_ manifest: SceneManifest?, file: String) -> String {
        guard let manifest else {
            return "\(file): no UIApplicationSceneManifest: the app runs the legacy lifecycle (no scenes)\n"
        }
        var out = "\(file): scene manifest\n"
        out += "  multiple scenes: \(manifest.supportsMultipleScenes ? "yes" : "no") (UIApplicationSupportsMultipleScenes)\n"
        if manifest.roles.isEmpty { out += "  configurations: none declared (UISceneConfigurations)\n" }
        for role in manifest.roles {
            out += "  \(role.rawValue):\n"
            for c in manifest.configurations(for: role) {
                out += "    \(c.name.map { "'\($0)'" } ?? "(unnamed)"): delegate \(c.delegateClassName ?? "(none)")"
                if let storyboard = c.storyboardName { out += ", storyboard \(storyboard)" }
                if let scene = c.sceneClassName { out += ", scene class \(scene)" }
                out += "\n"
            }
        }
        out += "  activity types (NSUserActivityTypes): "
            + (manifest.userActivityTypes.isEmpty ? "none" : manifest.userActivityTypes.joined(separator: ", ")) + "\n"
        out += "  URL schemes (CFBundleURLTypes): " + list(manifest.urlSchemes ?? []) + "\n"
        out += "  quick actions (UIApplicationShortcutItems): "
            + list((manifest.shortcutItems ?? []).map { "\($0.type) (\"\($0.localizedTitle)\")" }) + "\n"
        // What a check of an app with this Info.plist and no catalog of its own sends (`PayloadCatalog.declared(by:)`).
        if let sent = PayloadCatalog.declared(by: manifest) {
            out += "  a check sends, with no PayloadCatalog of the app's own:\n"
            out += "    URLs: " + list(sent.urls) + "\n"
            out += "    activities: " + list(sent.activities.map { activity in
                activity.activityType + " " + activity.traceIdentity
            }) + "\n"
            out += "    quick actions: " + list(sent.shortcuts.map(\.type)) + "\n"
        }
        return out
    }

    private static func list(_ items: [String]) -> String { items.isEmpty ? "none" : items.joined(separator: ", ") }
}
