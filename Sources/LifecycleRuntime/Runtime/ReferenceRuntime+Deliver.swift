import Foundation
import LifecycleUIKit
import LifecycleRecorder

extension ReferenceRuntime {
    // swiftlint:disable:next cyclomatic_complexity function_body_length
    package func deliver(_ call: SpecCall) {
        // The app's state is read where the rules need a change attributed to one call: around a disconnect
        // (A2: nothing deleted there) and after a discard (A4: nothing written after it); everything else is
        // read at the end of the event. Reading user defaults is the runtime's most expensive step.
        let attributesStateChanges = call.attributesStateChanges
        if attributesStateChanges { noteStateChanges() }
        currentCall = call
        notify(.willDeliver(call))
        defer {
            if attributesStateChanges { noteStateChanges() }
            notify(.didDeliver(call))
            currentCall = nil
        }
        switch call {
        case .willFinishLaunching:
            startProcessIfNeeded()
            record(TraceRecord(call: .willFinishLaunching))
            let ok = appDelegate!.application(application!, willFinishLaunchingWithOptions: legacyLaunchOptions())
            if !ok { launchDeclinedDelivery = true }
        case .didFinishLaunching:
            startProcessIfNeeded()
            record(TraceRecord(call: .didFinishLaunching))
            let ok = appDelegate!.application(application!, didFinishLaunchingWithOptions: legacyLaunchOptions())
            if !ok { launchDeclinedDelivery = true }
            if !configuration.spec.usesScenes, configuration.mainStoryboardName != nil {
                appDelegate!.window?.makeKeyAndVisible()
            }
            post(UIApplication.didFinishLaunchingNotification, application!)
            notify(.launchReturned(ok))
        case .configurationForConnecting(let id, let role, let content):
            // UIKit fills the session's configuration from the Info.plist before asking the app: the first one
            // declared for the role, or a default one for a role the manifest does not declare.
            let uiRole = UISceneSession.Role(rawValue: role.sessionRole.rawValue)
            let filled = Self.filledConfiguration(for: role.sessionRole, manifest: configuration.manifest)
            let session = UISceneSession(index: id.index, name: id.name, role: uiRole,
                                         configuration: filled.makeConfiguration())
            precondition(id.index == sessionObjects.count, "sessions are created in index order")
            sessionObjects.append(session)
            scenes.append(nil)
            record(TraceRecord(call: .configurationForConnecting, session: id.name, role: role.sessionRole.rawValue))
            let chosen = appDelegate!.application(application!, configurationForConnecting: session,
                                                  options: options(for: content))
            resolve(chosen)
            session.configuration = chosen
            notify(.configurationChosen(SceneConfiguration(chosen), session: id))
        case .willConnect(let id, let number, let content):
            let session = sessionObjects[id.index]
            let sceneClass = session.configuration.sceneClass as? UIWindowScene.Type ?? UIWindowScene.self
            let scene = sceneClass.init()
            scene.attach(session: session, identifier: id.sceneName(number))
            let delegate = makeSceneDelegate(session.configuration, session)
            scene.delegate = delegate
            session.scene = scene
            scenes[id.index] = scene
            let opts = options(for: content)
            if content == .withheldRestoration, let stored = session.stateRestorationActivity {
                withheldRestorations[id.index] = stored
                session.stateRestorationActivity = nil
            }
            var line = sceneRecord(.willConnect, scene)
            line.role = session.role.rawValue
            line.restoration = .some(session.stateRestorationActivity.map(TraceActivity.init(activity:)))
            traceFields(opts, into: &line)
            record(line)
            noteDeliveries(opts, to: id)
            opts.forgetReads()
            connectionOptionsOfEvent.append((id, opts))
            withScene(scene) {
                makeStoryboardWindow(for: scene, delegate: delegate)
                delegate?.scene(scene, willConnectTo: session, options: opts)
                if let restoration = session.stateRestorationActivity {
                    delegate?.scene(scene, restoreInteractionStateWith: restoration)
                }
                post(UIScene.willConnectNotification, scene)
            }
            scene.activationState = .background
        case .didDisconnect(let id, _):
            let scene = connected(id)
            record(sceneRecord(.didDisconnect, scene))
            withScene(scene) {
                scene.delegate?.sceneDidDisconnect(scene)
                post(UIScene.didDisconnectNotification, scene)
            }
            scene.activationState = .unattached
            scene.session.scene = nil
            scenes[id.index] = nil
            releasedScenes.append(ReleasedScene(scene, shown: ContentReading(window: AppView.window(of: scene))))
            restoreWithheld(id.index)
        case .willEnterForeground(let id, _):
            transition(id, .willEnterForeground, UIScene.willEnterForegroundNotification, after: .foregroundInactive) {
                $0.delegate?.sceneWillEnterForeground($0)
            }
        case .didBecomeActive(let id, _):
            transition(id, .didBecomeActive, UIScene.didActivateNotification, before: .foregroundActive) {
                $0.delegate?.sceneDidBecomeActive($0)
            }
        case .willResignActive(let id, _):
            transition(id, .willResignActive, UIScene.willDeactivateNotification, after: .foregroundInactive) {
                $0.delegate?.sceneWillResignActive($0)
            }
        case .didEnterBackground(let id, _):
            transition(id, .didEnterBackground, UIScene.didEnterBackgroundNotification, before: .background) {
                $0.delegate?.sceneDidEnterBackground($0)
            }
        case .stateRestorationActivity(let id, _):
            let scene = connected(id)
            var activity: NSUserActivity?
            withScene(scene) {
                activity = scene.delegate?.stateRestorationActivity(for: scene)
                // "UIKit calls this method … after calling your stateRestorationActivity(for:) method",
                // for a last addition to the activity before the system keeps it (scene(_:didUpdate:)).
                if let returned = activity { scene.delegate?.scene(scene, didUpdate: returned) }
            }
            withheldRestorations[id.index] = nil
            // "The system puts a copy of it in this property" (UISceneSession.stateRestorationActivity).
            activity = activity?.lifecycleCopy()
            scene.session.stateRestorationActivity = activity
            var line = sceneRecord(.stateRestorationActivity, scene)
            line.restoration = .some(activity.map(TraceActivity.init(activity:)))
            record(line)
            notify(.restorationReturned(activity.map(UserActivity.init(activity:)), session: id))
        case .openURLContexts(let id, _, let p):
            let scene = connected(id)
            let url = configuration.payloads.url(p)
            var line = sceneRecord(.openURLContexts, scene)
            line.urls = [url]
            record(line)
            notify(.contentDelivered(session: id, .url(url)))
            withScene(scene) { scene.delegate?.scene(scene, openURLContexts: [Self.urlContext(url)]) }
        case .continueActivity(let id, _, let p):
            let scene = connected(id)
            let activity = contentOverride ?? configuration.payloads.activity(p).makeActivity()
            var line = sceneRecord(.continueUserActivity, scene)
            line.activities = [TraceActivity(activity: activity)]
            record(line)
            notify(.contentDelivered(session: id, .activity(UserActivity(activity: activity))))
            withScene(scene) {
                scene.delegate?.scene(scene, willContinueUserActivityWithType: activity.activityType)
                scene.delegate?.scene(scene, continue: activity)
            }
        case .failedToContinueActivity(let id, _, let p):
            let scene = connected(id)
            let type = configuration.payloads.activity(p).activityType
            withScene(scene) {
                scene.delegate?.scene(scene, willContinueUserActivityWithType: type)
                scene.delegate?.scene(scene, didFailToContinueUserActivityWithType: type, error: Self.handoffFailure)
            }
        case .performAction(let id, _, let p):
            let scene = connected(id)
            let item = configuration.payloads.shortcut(p)
            var line = sceneRecord(.performActionForShortcut, scene)
            line.shortcut = item.type
            record(line)
            notify(.contentDelivered(session: id, .shortcut(item)))
            // Without a window scene delegate UIKit has no one to ask, and nothing to wait for.
            guard let delegate = scene.delegate as? any UIWindowSceneDelegate else { break }
            let counter = CallCounter()
            let identifier = scene.identifier
            handlerCount += 1
            let handler = handlerCount
            notify(.completionHandlerIssued(scene: identifier, handler: handler))
            withScene(scene) {
                delegate.windowScene(scene, performActionFor: item.makeItem()) { [weak self] _ in
                    counter.count += 1
                    self?.notify(.completionHandlerCalled(scene: identifier, handler: handler, count: counter.count))
                }
            }
        case .didDiscardSceneSessions(let ids):
            let objects = ids.map { sessionObjects[$0.index] }
            record(TraceRecord(call: .didDiscardSceneSessions, sessions: ids.map(\.name)))
            appDelegate!.application(application!, didDiscardSceneSessions: Set(objects))
            for session in objects {
                withheldRestorations[session.index] = nil
                session.stateRestorationActivity = nil
                session.userInfo = nil
            }
        case .didReceiveMemoryWarning:
            record(TraceRecord(call: .didReceiveMemoryWarning))
            appDelegate!.applicationDidReceiveMemoryWarning(application!)
            post(UIApplication.didReceiveMemoryWarningNotification, application!)
        case .willTerminate:
            record(TraceRecord(call: .willTerminate))
            appDelegate!.applicationWillTerminate(application!)
            post(UIApplication.willTerminateNotification, application!)
        case .applicationDidBecomeActive:
            application!.applicationState = .active
            record(TraceRecord(call: .applicationDidBecomeActive))
            appDelegate!.applicationDidBecomeActive(application!)
            post(UIApplication.didBecomeActiveNotification, application!)
        case .applicationWillResignActive:
            record(TraceRecord(call: .applicationWillResignActive))
            appDelegate!.applicationWillResignActive(application!)
            post(UIApplication.willResignActiveNotification, application!)
            application!.applicationState = .inactive
        case .applicationDidEnterBackground:
            application!.applicationState = .background
            record(TraceRecord(call: .applicationDidEnterBackground))
            appDelegate!.applicationDidEnterBackground(application!)
            post(UIApplication.didEnterBackgroundNotification, application!)
        case .applicationWillEnterForeground:
            record(TraceRecord(call: .applicationWillEnterForeground))
            appDelegate!.applicationWillEnterForeground(application!)
            post(UIApplication.willEnterForegroundNotification, application!)
            application!.applicationState = .inactive
        case .userAction(let id, _, let action):
            guard configuration.spec.usesScenes else {
                configuration.userActions[action].perform(in: appDelegate?.window)
                break
            }
            let scene = connected(id)
            withScene(scene) { configuration.userActions[action].perform(in: scene) }
        case .applicationOpenURL(let p):
            guard !launchDeclinedDelivery else { break }
            let url = Self.urlContext(configuration.payloads.url(p)).url
            _ = appDelegate!.application(application!, open: url, options: [:])
        case .applicationContinueActivity(let p):
            let activity = configuration.payloads.activity(p).makeActivity()
            _ = appDelegate!.application(application!, willContinueUserActivityWithType: activity.activityType)
            _ = appDelegate!.application(application!, continue: activity, restorationHandler: { _ in })
        case .applicationFailedToContinueActivity(let p):
            let type = configuration.payloads.activity(p).activityType
            _ = appDelegate!.application(application!, willContinueUserActivityWithType: type)
            appDelegate!.application(application!, didFailToContinueUserActivityWithType: type, error: Self.handoffFailure)
        case .applicationPerformAction(let p):
            guard !launchDeclinedDelivery else { break }
            let counter = CallCounter()
            handlerCount += 1
            let handler = handlerCount
            notify(.completionHandlerIssued(scene: "app", handler: handler))
            appDelegate!.application(application!, performActionFor: configuration.payloads.shortcut(p).makeItem()) {
                [weak self] _ in
                counter.count += 1
                self?.notify(.completionHandlerCalled(scene: "app", handler: handler, count: counter.count))
            }
        }
        if configuration.spec.usesScenes, let app = application {
            let old = app.applicationState
            app.applicationState = Self.applicationState(of: scenes)
            postApplicationTransition(from: old, to: app.applicationState, app)
        }
    }

    /// One activation-state callback of a connected scene, as UIKit makes it: the new state set before the callback
    /// (`did…`) or after it (`will…`), the trace line, the delegate call and the scene's notification after it.
    private func transition(
        _ id: SessionID, _ call: TraceCall, _ notification: Notification.Name,
        before: UIScene.ActivationState? = nil, after: UIScene.ActivationState? = nil,
        _ callback: (UIWindowScene) -> Void
    ) {
        let scene = connected(id)
        if let before { scene.activationState = before }
        record(sceneRecord(call, scene))
        withScene(scene) {
            callback(scene)
            post(notification, scene)
        }
        if let after { scene.activationState = after }
    }
}
