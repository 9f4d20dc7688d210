// The trace format and the Info.plist reader are part of the specification's vocabulary: its clients read and write
// traces (`TraceHeader` names a `DeviceProfile`) and load scene manifests (`ManifestError`).
@_exported import LifecycleLint
@_exported import LifecycleTrace
