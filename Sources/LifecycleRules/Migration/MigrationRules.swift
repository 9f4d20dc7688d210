/// The migration rules that need only the migrated app: M2 on its source files, M3 on its delegates.
///
/// ```swift
/// let report = try await MigrationRules.check(app, sources: ["Sources/App/AppDelegate.swift", "Sources/App/SceneDelegate.swift"])
/// ```
/// A scene delegate the Info.plist names but the app does not have stops the check (as it stops every
/// check) with the names.
@MainActor
public enum MigrationRules {
    /// Checks `app` against M3 and, given its source files, M2.
    ///
    /// Deterministic: M2 reads the files as text (`AppDelegateWorkLint`), M3 runs a fixed set of launches
    /// (`ColdStartDeliveryCheck`); no seed.
    /// - Parameter sources: paths of the app's Swift files (app and scene delegates); M2 is not checked without them.
    /// - Throws: `MigrationRulesError` for a source file that cannot be read or a scene delegate the Info.plist
    ///   names that `app` does not have.
    public static func check(_ app: AppUnderTest, sources: [String] = []) async throws(MigrationRulesError) -> MigrationRulesReport {
        let unresolved = app.unresolvedDelegateClassNames
        guard unresolved.isEmpty else { throw .unresolvedSceneDelegates(app: app.name, names: unresolved) }
        var checked: [MigrationRule] = []
        var findings: [Finding] = []
        if !sources.isEmpty {
            checked.append(.appDelegateCallbacksUnused)
            findings += try sourceFindings(sources)
        }
        checked.append(.coldStartDeliveryHandled)
        findings += await ColdStartDeliveryCheck.findings(app)
        return MigrationRulesReport(app: app.name, checked: checked, findings: findings)
    }

    /// M2 on the app's files. The app has a scene manifest, so it uses scenes, unless its files show it
    /// back-deploys to iOS 12 (`AppDelegateWorkLint.backDeploys(inFiles:)`), where the callbacks do run.
    package static func sourceFindings(_ sources: [String]) throws(MigrationRulesError) -> [Finding] {
        do {
            let backDeploys = try AppDelegateWorkLint.backDeploys(inFiles: sources)
            return try AppDelegateWorkLint.findings(inFiles: sources, usesScenes: !backDeploys)
        } catch {
            throw .unreadableSource(path: error.path, reason: error.reason)
        }
    }
}

/// Why the migration rules could not be checked.
public enum MigrationRulesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A source file could not be read.
    case unreadableSource(path: String, reason: String)
    /// The Info.plist names scene delegate classes the app under test does not have.
    case unresolvedSceneDelegates(app: String, names: [String])

    public var description: String {
        switch self {
        case .unreadableSource(let path, let reason): return "\(path): cannot read the source: \(reason)"
        case .unresolvedSceneDelegates(let app, let names):
            return "\(app)'s Info.plist names the scene delegate class \(names.joined(separator: ", ")), which the app "
                + "under test does not have: pass it in AppUnderTest(sceneDelegates:)"
        }
    }
}
