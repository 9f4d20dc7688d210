#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// The routine path: a call line that only moves a known scene along its ladder, applied from its bytes.
extension TraceModel {
    /// Checks and applies a routine line in place, from its field positions, when no rule can break on it.
    ///
    /// A routine line is a ladder call (willEnterForeground, didBecomeActive, willResignActive,
    /// didEnterBackground, didDisconnect from the background) or a stateRestorationActivity, without lists or
    /// a shortcut, for a known session that is not discarded and has a connected scene, which it names
    /// correctly if it names one, in a running process in scene mode, with no look-ahead pending. For such a line every rule S1–S13 is decided by
    /// comparing integers and bytes: when all hold, the model moves exactly as ``apply(_:)`` would move it
    /// and the result is `true` (the line breaks no rule). Otherwise nothing changes and the result is
    /// `false`: the caller checks the line on the general path, which gives every violation and message.
    /// A string is made only for a session other than the last two looked up, or for a restoration activity
    /// other than the stored one.
    ///
    /// - Parameters:
    ///   - f: The line's fields, as ``TraceLineScanner/fields(in:)`` read them from `bytes`.
    ///   - n: The line's number.
    package mutating func applyIfRoutine(_ f: TraceLineScanner.Fields, number n: Int, bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard case .running = phase, header.mode == .scenes, pendingForegroundDisconnects.isEmpty,
              pendingWindowLimit == nil, let sessionRange = f.session, !f.hasListsOrShortcut else { return false }
        // S4's rung for the ladder calls and didDisconnect; S10's "not fgActive" for a restoration request.
        let required: ActivationState?
        switch f.call {
        case .willEnterForeground: required = .background
        case .didBecomeActive: required = .foregroundInactive
        case .willResignActive: required = .foregroundActive
        case .didEnterBackground: required = .foregroundInactive
        case .didDisconnect: required = .background  // from the foreground it waits for a look-ahead
        case .stateRestorationActivity: required = nil
        default: return false
        }
        let k = routineKey(UnsafeBufferPointer(rebasing: bytes[sessionRange]))
        // S3 and S5: a known session, kept in full, not discarded, with a connected scene.
        guard k >= 0, let (activation, isApplication) = table.routineState(k) else { return false }
        if let required {
            guard activation == required else { return false }
        } else {
            guard activation != .foregroundActive else { return false }
        }
        // S3: the scene it names is the connected one (when both are named).
        if let sceneRange = f.scene, !sceneMatches(k, UnsafeBufferPointer(rebasing: bytes[sceneRange])) { return false }
        // S13: on a phone, no other application scene in the foreground (this one is in the background).
        if f.call == .willEnterForeground, header.device == .phone, isApplication,
           foregroundApplicationScenes.count > 0 { return false }
        switch f.call {
        case .willEnterForeground:
            foregroundSeenInProcess = true
            setActivation(k, .foregroundInactive, line: n)
        case .didBecomeActive: setActivation(k, .foregroundActive, line: n)
        case .willResignActive: setActivation(k, .foregroundInactive, line: n)
        case .didEnterBackground: setActivation(k, .background, line: n)
        case .didDisconnect:
            updateSession(k) {
                $0.scene = nil
                $0.disconnectedAt = n
            }
            routineScene.key = -1
        default:
            let activity: TraceActivity?
            switch f.restoration {
            case .absent: return false  // never: the scanner requires it
            case .null:
                activity = nil
                routineRestoration.remember(k, nil)
            case .activity(let type, let id):
                let typeBytes = UnsafeBufferPointer(rebasing: bytes[type])
                let idBytes = UnsafeBufferPointer(rebasing: bytes[id])
                // The stored activity again (the usual case) keeps its strings; another one is made.
                if routineRestoration.key == k, routineRestoration.present, let stored = routineActivity,
                   Self.equal(routineRestoration.first, typeBytes), Self.equal(routineRestoration.second, idBytes) {
                    activity = stored
                } else {
                    activity = TraceActivity(
                        type: String(decoding: typeBytes, as: UTF8.self), id: String(decoding: idBytes, as: UTF8.self))
                    routineRestoration.remember(k, typeBytes, idBytes)
                }
            }
            routineActivity = activity
            updateSession(k) { $0.restoration = .known(activity, line: n) }
        }
        previousCall = f.call
        rightAfterLaunch = false
        return true
    }

    /// The key of the session whose identifier is `bytes`, or -1 when the trace has not named it.
    private mutating func routineKey(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        if routineSession.key >= 0, Self.equal(routineSession.first, bytes) { return routineSession.key }
        let k: Int
        if let last = lastLookedUp, Self.equal(last.id, bytes) {
            k = last.key
        } else if let known = table.key(String(decoding: bytes, as: UTF8.self)) {
            k = known
        } else {
            return -1
        }
        routineSession.remember(k, bytes)
        return k
    }

    /// Whether a line naming scene `bytes` names key `k`'s connected scene, or that scene has no identifier.
    private mutating func sceneMatches(_ k: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if routineScene.key != k {
            guard var identifier = table.sceneIdentifier(k) else {
                routineScene.remember(k, nil)
                return true
            }
            identifier.withUTF8 { routineScene.remember(k, $0) }
        }
        return !routineScene.present || Self.equal(routineScene.first, bytes)
    }

    private static func equal(_ kept: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard kept.count == bytes.count else { return false }
        guard let base = bytes.baseAddress, !kept.isEmpty else { return true }
        return kept.withUnsafeBufferPointer { memcmp($0.baseAddress!, base, kept.count) == 0 }
    }

    /// Whether the UTF-8 of `string` is `bytes`; no string is made.
    private static func equal(_ string: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var string = string
        return string.withUTF8 { utf8 in
            guard utf8.count == bytes.count else { return false }
            guard let a = utf8.baseAddress, let b = bytes.baseAddress else { return true }
            return memcmp(a, b, utf8.count) == 0
        }
    }
}
