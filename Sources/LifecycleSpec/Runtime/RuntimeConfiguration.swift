/// Everything the reference runtime needs besides the delegates: spec, manifest, payloads, user actions.
public struct RuntimeConfiguration: Sendable {
    /// The specification's parameters. `supportsMultipleScenes` follows the manifest when one is given.
    public var spec: SpecConfiguration
    /// The app's scene manifest; `nil` for an app without one.
    public var manifest: SceneManifest?
    /// What payload numbers stand for.
    public var payloads: PayloadCatalog
    /// The app's user actions, numbered in this order.
    public var userActions: [UserAction]
    /// Whether the runtime keeps the trace of calls in memory (`ReferenceRuntime.trace`).
    public var recordsTrace: Bool

    public init(
        spec: SpecConfiguration = SpecConfiguration(),
        manifest: SceneManifest? = .standard(),
        payloads: PayloadCatalog = .standard,
        userActions: [UserAction] = [],
        recordsTrace: Bool = true
    ) {
        var spec = spec
        if let manifest { spec.supportsMultipleScenes = manifest.supportsMultipleScenes }
        spec.userActionCount = userActions.count
        self.spec = spec
        self.manifest = manifest
        self.payloads = payloads
        self.userActions = userActions
        self.recordsTrace = recordsTrace
    }

    /// The header of the traces this configuration produces.
    public var traceHeader: TraceHeader {
        TraceHeader(mode: spec.usesScenes ? .scenes : .legacy, device: spec.device,
                    multipleScenes: spec.supportsMultipleScenes)
    }
}
