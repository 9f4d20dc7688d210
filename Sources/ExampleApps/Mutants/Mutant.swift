import LifecycleRules

/// A buggy variant of a bundled app: a mistake real teams make, and the rule that must catch it.
public struct Mutant: Sendable, CustomStringConvertible {
    /// The mutant's name, which says its bug (`NoRestorationActivity`).
    public var name: String
    /// The bug in one sentence.
    public var bug: String
    /// The rule that catches it.
    public var expectedRule: RuleID
    /// Rules left out when the mutant is checked (empty for most): each catches the bug first with every rule on,
    /// so `expectedRule` could never be the failure. A6's mutant skips A5: a window A6 reads after its scene's
    /// disconnect was alive at the end of the disconnect's event, which A5 reports. With every rule on, the mutant
    /// is still caught, by a skipped rule (`MutantCatalogTests`).
    public var skippedRules: Set<RuleID> = []
    /// The length of its shortest failing lifecycle on `device`.
    public var minimalLength: Int
    /// The device it is checked on.
    public var device: DeviceProfile
    /// The name of the bundled app it is a variant of (`DocumentEditor` or `Chat`).
    public var basedOn: String
    /// The buggy app.
    public var app: AppUnderTest

    public var description: String { name }
}

/// Every mutant of the bundled apps, in a fixed order.
public enum MutantCatalog {
    public static let all: [Mutant] = [
        NoRestorationActivity.mutant, DeletesDraftOnDisconnect.mutant, KeepsDataOnDiscard.mutant,
        CleansOnlyDiscardsAfterFirstScene.mutant, ObserverLeftRegistered.mutant, ClosureRetainsSceneDelegate.mutant,
        SenderUpdatesOnlyItself.mutant, WindowInDidFinishLaunching.mutant, UndeclaredConfigurationName.mutant,
        IgnoresConnectionURLs.mutant, CachedBackupOutlivesDiscard.mutant, RestoresGlobalLastDocument.mutant,
        CompletionHandlerCalledTwice.mutant, UndeclaredRestorationType.mutant, LaunchRequestsScene.mutant,
        ObserverRemovedOnlyInDeinit.mutant,
    ]

    /// The mutant with this name, if any.
    public static func named(_ name: String) -> Mutant? { all.first { $0.name == name } }
}
