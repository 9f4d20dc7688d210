extension Explorer {
    /// A length of lifecycles a proof did not start: its budget could not have run even half of them.
    ///
    /// A proof runs every lifecycle of one length before the next. A length the budget cannot finish cannot prove
    /// anything, and finds a shorter failure only by chance, in the part it runs; it costs the whole rest of the
    /// budget: for a failure of 5 events on a pad, the lifecycles of 4 events replay about 1.24 million events
    /// against the `ci` profile's 150,000, and running 123,000 of them took 40 s in a debug build. So
    /// the search estimates each length from the two before it and does not start one that needs more than twice
    /// the events left. The estimate depends only on the lifecycles already run, so the same failure gives the
    /// same search, and the same report, every time.
    public struct UnstartedLength: Hashable, Sendable {
        /// The length of the lifecycles not run.
        public var length: Int
        /// About how many events running them would replay, rounded to two significant digits.
        public var estimatedEvents: Int
        /// The events of the budget still left.
        public var eventsLeft: Int
    }

    /// What one length of the search ran: its lifecycles and the events it replayed.
    struct LengthRun {
        var sequences: Int
        var events: Int
    }

    /// The length `length` as unstarted when the budget cannot run half of it, from the lengths run before it
    /// (`runs[0]` is the empty lifecycle, `runs[k]` length `k`); `nil` when it should run.
    ///
    /// The estimate scales the last length's events by how many more lifecycles it had than the one before it, and
    /// by the longer lifecycles: events(n) ≈ events(n − 1) × sequences(n − 1) / sequences(n − 2) × n / (n − 1).
    /// On a pad it gives 23,100 for 3 events (26,165 run) and 1.08 million for 4 (1.24 million run): lifecycles
    /// branch a little more as they grow, so the estimate errs low, toward running a length rather than skipping it.
    static func unstarted(_ length: Int, after runs: [LengthRun], eventsLeft: Int) -> UnstartedLength? {
        guard let estimate = estimatedEvents(length, after: runs), estimate > 2 * Double(eventsLeft) else { return nil }
        return UnstartedLength(length: length, estimatedEvents: roundedToTwoDigits(estimate), eventsLeft: eventsLeft)
    }

    /// About how many events the lifecycles of `length` events replay, from the lengths run before it; `nil` for the
    /// first length, which has no two lengths before it.
    static func estimatedEvents(_ length: Int, after runs: [LengthRun]) -> Double? {
        guard length >= 2, runs.count == length, runs[length - 2].sequences > 0 else { return nil }
        let last = runs[length - 1]
        let growth = Double(last.sequences) / Double(runs[length - 2].sequences)
        return Double(last.events) * growth * Double(length) / Double(length - 1)
    }

    private static func roundedToTwoDigits(_ value: Double) -> Int {
        guard value < 9.0e18 else { return Int.max }
        var scale = 1.0
        while value / scale >= 100 { scale *= 10 }
        return Int((value / scale).rounded()) * Int(scale)
    }
}
