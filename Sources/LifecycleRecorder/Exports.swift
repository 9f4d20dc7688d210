// An app that records traces names the format's types (TraceHeader, TraceCall): one import brings both.
@_exported import LifecycleTrace
