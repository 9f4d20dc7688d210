// The trace format and the lints are part of the specification's vocabulary: every client of the spec reads and
// writes traces, and the migration check reports lint findings.
@_exported import LifecycleLint
@_exported import LifecycleTrace
