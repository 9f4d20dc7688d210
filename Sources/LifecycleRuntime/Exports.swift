// The runtime drives apps through the specification's events and states: its clients name both.
@_exported import LifecycleSpec
