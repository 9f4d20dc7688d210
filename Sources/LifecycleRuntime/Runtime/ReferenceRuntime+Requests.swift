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
    /// Queues an app request; it is carried out once the current callback and main-queue work are done.
    package func enqueue(_ request: AppRequest) {
        notify(.sceneRequestMade)
        requests.append(request)
    }

    /// Runs main-queue work, app requests and due I/O work until none is left; returns whether there was any.
    @discardableResult
    package func drainWork(_ event: LifecycleEvent) throws(RuntimeError) -> Bool {
        var budget = ReferenceRuntime.workBound
        var ioDone = false
        while true {
            guard budget > 0 else { throw .runawayWork(event: event, bound: ReferenceRuntime.workBound) }
            if let app = application, app.mainQueue.pendingCount > 0 {
                for item in app.mainQueue.takeDue(atEndOfEvent: eventNumber) {
                    budget -= 1
                    runWork(item)
                }
                continue
            }
            if !requests.isEmpty {
                budget -= 1
                carryOut(requests.removeFirst())
                continue
            }
            if !ioDone, let app = application {
                ioDone = true
                let due = app.ioQueue.takeDue(atEndOfEvent: eventNumber)
                if !due.isEmpty {
                    for item in due {
                        budget -= 1
                        runWork(item)
                    }
                    continue
                }
            }
            break
        }
        return budget < ReferenceRuntime.workBound
    }

    /// Ends the event: reads what the app stores and tells the observers (the app rules) the event is over.
    package func endEvent() {
        noteStateChanges()
        if let last = steps.last { notify(.eventFinished(last)) }
    }

    /// Runs every pending work item and request until none is left; returns whether there was any.
    @discardableResult
    package func settleWork() throws(RuntimeError) -> Bool {
        var did = false
        var budget = ReferenceRuntime.workBound
        while let app = application, app.mainQueue.pendingCount + app.ioQueue.pendingCount > 0 || !requests.isEmpty {
            guard budget > 0 else { throw .runawayWork(event: steps.last?.event ?? .launch, bound: ReferenceRuntime.workBound) }
            did = true
            eventNumber += 1
            for item in app.mainQueue.takeDue(atEndOfEvent: eventNumber) + app.ioQueue.takeDue(atEndOfEvent: eventNumber) {
                budget -= 1
                runWork(item)
            }
            if !requests.isEmpty {
                budget -= 1
                carryOut(requests.removeFirst())
            }
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
