extension SpecState {
    /// A key equal for states that differ only in the names of their sessions.
    ///
    /// Two states with the same key behave the same up to renaming sessions:
    /// the key is the sorted multiset of (role, status, activation, is most
    /// recent) over sessions not yet discarded, plus the process state. The one
    /// order-dependent choice of the specification (which session the icon
    /// reconnects when the most recent one is gone) is made only while not
    /// running, when every live application session looks alike, so the
    /// reduction is sound. The explorer and the state diagram visit one state per key.
    public struct SymmetryKey: Hashable, Sendable, CustomStringConvertible {
        package let process: UInt8
        package let sessions: [UInt8]

        /// The key as text, equal for equal keys: the process code, then each session's code, as `1/0.5.17`.
        public var description: String {
            "\(process)/" + sessions.map { String($0) }.joined(separator: ".")
        }
    }

    /// The state's key up to renaming of sessions.
    public var symmetryKey: SymmetryKey {
        var codes: [UInt8] = []
        codes.reserveCapacity(sessions.count)
        for i in openIndices {
            let s = sessions[i]
            var code: UInt8 = s.role == .application ? 0 : 1
            code |= (s.status == .live ? 0 : 1) << 1
            let activation: UInt8
            switch s.activation {
            case .unattached: activation = 0
            case .background: activation = 1
            case .foregroundInactive: activation = 2
            case .foregroundActive: activation = 3
            }
            code |= activation << 2
            if mostRecentSession == s.id { code |= 1 << 4 }
            codes.append(code)
        }
        codes.sort()
        var process: UInt8 = isRunning ? 1 : 0
        if let legacy = legacyActivation {
            switch legacy {
            case .unattached: process |= 0 << 1
            case .background: process |= 1 << 1
            case .foregroundInactive: process |= 2 << 1
            case .foregroundActive: process |= 3 << 1
            }
        }
        return SymmetryKey(process: process, sessions: codes)
    }
}
