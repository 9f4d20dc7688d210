// The rules judge the runtime's runs of the specification: their clients (the generator, the tool, the test entry
// points) name all three, so one import brings them.
@_exported import LifecycleRuntime
