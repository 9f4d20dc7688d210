// The trace format is part of the specification's vocabulary: every client of the spec reads and writes traces.
@_exported import LifecycleTrace
