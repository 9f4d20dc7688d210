import LifecycleUIKit

/// A request the app made from inside a callback, carried out after it returns.
package enum AppRequest {
    case activation(SessionID?, NSUserActivity?, ((any Error) -> Void)?)
    case destruction(SessionID, ((any Error) -> Void)?)
}

/// Why a scene request of the app could not be carried out (passed to the request's `errorHandler`).
public enum SceneRequestError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The session no longer exists.
    case sessionDiscarded(String)
    /// The device or manifest allows no further window (S9).
    case windowLimitReached

    public var description: String {
        switch self {
        case .sessionDiscarded(let id): return "session \(id) was discarded"
        case .windowLimitReached: return "no further window is allowed on this device"
        }
    }
}

extension ReferenceRuntime {
    /// Queues an app request; it is carried out once the current callback has returned.
    package func enqueue(_ request: AppRequest) {
        notify(.sceneRequestMade)
        requests.append(request)
    }

    /// Carries out the app's requests in the order it made them, and those they lead to, until none is left;
    /// returns whether there was any.
    ///
    /// - Throws: `RuntimeError.runawayWork` after `ReferenceRuntime.workBound` requests.
    @discardableResult
    package func carryOutRequests(_ event: LifecycleEvent) throws(RuntimeError) -> Bool {
        var budget = ReferenceRuntime.workBound
        while !requests.isEmpty {
            guard budget > 0 else { throw .runawayWork(event: event, bound: ReferenceRuntime.workBound) }
            budget -= 1
            carryOut(requests.removeFirst())
        }
        return budget < ReferenceRuntime.workBound
    }

    /// Ends the event: reads what the app stores and tells the observers (the app rules) the event is over.
    package func endEvent() {
        noteStateChanges()
        if let last = steps.last { notify(.eventFinished(last)) }
    }

    /// At the end of a run, carries out the requests left, each as an event of its own, then reads what the app
    /// stores; returns whether there was any.
    ///
    /// - Throws: `RuntimeError.runawayWork` after `ReferenceRuntime.workBound` requests.
    @discardableResult
    package func settleRequests() throws(RuntimeError) -> Bool {
        var did = false
        var budget = ReferenceRuntime.workBound
        while application != nil, !requests.isEmpty {
            guard budget > 0 else { throw .runawayWork(event: steps.last?.event ?? .launch, bound: ReferenceRuntime.workBound) }
            did = true
            eventNumber += 1
            budget -= 1
            carryOut(requests.removeFirst())
        }
        noteStateChanges()
        return did
    }

    private func carryOut(_ request: AppRequest) {
        switch request {
        case .activation(nil, let activity, let handler):
            let event: LifecycleEvent = activity == nil
                ? .openWindow(.app) : .continueActivity(.newWindow, payload: 0)
            if specification.isLegal(event, in: state) {
                perform(event, origin: .appRequest, activityOverride: activity)
            } else {
                handler?(SceneRequestError.windowLimitReached)
            }
        case .activation(let id?, let activity, let handler):
            guard state.session(id)?.status == .live else {
                handler?(SceneRequestError.sessionDiscarded(id.name))
                return
            }
            let event: LifecycleEvent = activity == nil
                ? .foreground(id, .app) : .continueActivity(.session(id), payload: 0)
            if specification.isLegal(event, in: state) {
                perform(event, origin: .appRequest, activityOverride: activity)
            }
        case .destruction(let id, let handler):
            let event = LifecycleEvent.discard(id, .app)
            if specification.isLegal(event, in: state) {
                perform(event, origin: .appRequest, activityOverride: nil)
            } else {
                handler?(SceneRequestError.sessionDiscarded(id.name))
            }
        }
    }
}
