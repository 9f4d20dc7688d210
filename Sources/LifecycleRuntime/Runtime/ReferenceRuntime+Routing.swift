import Foundation
import LifecycleUIKit

extension ReferenceRuntime {
    /// Whether UIKit could deliver `event` where it says, given the activation conditions of the scenes
    /// connected now (`UIScene.activationConditions`).
    ///
    /// Only a delivery whose content carries a target content identifier is routed: a user activity, a
    /// Handoff or a quick action with `targetContentIdentifier` set ("UIKit determines which scene is the
    /// best by evaluating the target content identifier of the event against the predicates in each
    /// scene's UISceneActivationConditions object", UIKit's documentation). For it:
    ///
    /// - when connected scenes' `prefersToActivateForTargetContentIdentifierPredicate` match the
    ///   identifier, only those scenes may receive it;
    /// - otherwise a connected scene receives it only if its
    ///   `canActivateForTargetContentIdentifierPredicate` matches; a new window, or a session without a
    ///   scene (whose conditions UIKit has not been given this process), may always receive it.
    ///
    /// Every other event, URLs included (UIKit documents no identifier for them), and every event of
    /// the legacy lifecycle, is routable wherever the specification allows it. Scenes that keep
    /// UIKit's default conditions (can: every identifier, prefer: none) accept everything, so an app
    /// that never sets conditions sees the same lifecycles as without routing.
    ///
    /// `send(_:)` does not consult this (a recorded trace is replayed as the device routed it); the
    /// generator, the shrinker and the exhaustive searches do, through `LifecycleRun.admits(_:)`.
    public func routes(_ event: LifecycleEvent) -> Bool {
        guard configuration.spec.usesScenes, let identifier = targetContentIdentifier(of: event) else { return true }
        let target: LifecycleEvent.Target
        switch event {
        case .continueActivity(let t, _), .handoff(let t, _), .failedHandoff(let t, _), .shortcut(let t, _): target = t
        default: return true
        }
        var preferred: [Int] = []
        for (index, scene) in scenes.enumerated() {
            guard let scene else { continue }
            if scene.activationConditions.prefersToActivateForTargetContentIdentifierPredicate.evaluate(with: identifier) {
                preferred.append(index)
            }
        }
        switch target {
        case .newWindow:
            return preferred.isEmpty
        case .session(let s):
            if !preferred.isEmpty { return preferred.contains(s.index) }
            guard s.index < scenes.count, let scene = scenes[s.index] else { return true }
            return scene.activationConditions.canActivateForTargetContentIdentifierPredicate.evaluate(with: identifier)
        }
    }

    /// The target content identifier of what `event` delivers, if it has one.
    private func targetContentIdentifier(of event: LifecycleEvent) -> String? {
        let payloads = configuration.payloads
        switch event {
        case .continueActivity(_, let p), .handoff(_, let p), .failedHandoff(_, let p):
            return payloads.activities.isEmpty ? nil : payloads.activity(p).targetContentIdentifier
        case .shortcut(_, let p):
            return payloads.shortcuts.isEmpty ? nil : payloads.shortcut(p).targetContentIdentifier
        default:
            return nil
        }
    }
}
