extension LifecycleEvent {
    /// Parses the form `description` prints (`foreground B`, `openURL new #1`, `backgroundConnect A locked`,
    /// `forceQuit disconnectFromInactive`; app requests print as `requestDestruction A`). Returns `nil` for
    /// anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: " ").map(String.init)
        guard let head = parts.first else { return nil }
        func session(_ i: Int) -> SessionID? { i < parts.count ? SessionID(name: parts[i]) : nil }
        func number(_ i: Int) -> Int? {
            guard i < parts.count, parts[i].hasPrefix("#"), let n = Int(parts[i].dropFirst()), n >= 0 else { return nil }
            return n
        }
        func target(_ i: Int) -> Target? {
            guard i < parts.count else { return nil }
            if parts[i] == "new" { return .newWindow }
            return SessionID(name: parts[i]).map(Target.session)
        }
        let simple: [String: LifecycleEvent] = [
            "launch": .launch, "backgroundLaunch": .backgroundLaunch, "openWindow": .openWindow(.user),
            "requestNewWindow": .openWindow(.app), "processDeath": .processDeath, "terminate": .terminate,
            "memoryWarning": .memoryWarning, "connectExternalDisplay": .connectExternalDisplay,
            "disconnectExternalDisplay": .disconnectExternalDisplay, "appForeground": .appForeground,
            "appBackground": .appBackground, "appInterrupt": .appInterrupt, "appEndInterruption": .appEndInterruption,
        ]
        if let event = simple[head] {
            guard parts.count == 1 else { return nil }
            self = event
            return
        }
        let sessionEvents: [String: (SessionID) -> LifecycleEvent] = [
            "foreground": { .foreground($0, .user) }, "requestForeground": { .foreground($0, .app) },
            "interrupt": { .interrupt($0) }, "endInterruption": { .endInterruption($0) },
            "background": { .background($0) }, "systemDisconnect": { .systemDisconnect($0) },
            "discard": { .discard($0, .user) }, "requestDestruction": { .discard($0, .app) },
        ]
        if head == "forceQuit" {
            guard parts.count == 2, let order = SpecOptions.ForceQuitOrder(rawValue: parts[1]) else { return nil }
            self = .forceQuit(order)
            return
        }
        if head == "backgroundConnect" {
            guard parts.count == 2 || (parts.count == 3 && parts[2] == "locked"), let s = session(1) else { return nil }
            self = .backgroundConnect(s, protectedDataAvailable: parts.count == 2)
            return
        }
        if let make = sessionEvents[head] {
            guard parts.count == 2, let s = session(1) else { return nil }
            self = make(s)
            return
        }
        guard parts.count == 3 else { return nil }
        switch head {
        case "openURL", "continueActivity", "handoff", "failedHandoff", "shortcut":
            guard let t = target(1), let p = number(2) else { return nil }
            switch head {
            case "openURL": self = .openURL(t, payload: p)
            case "continueActivity": self = .continueActivity(t, payload: p)
            case "handoff": self = .handoff(t, payload: p)
            case "failedHandoff": self = .failedHandoff(t, payload: p)
            default: self = .shortcut(t, payload: p)
            }
        case "userAction":
            guard let s = session(1), let a = number(2) else { return nil }
            self = .userAction(s, action: a)
        default:
            return nil
        }
    }

    /// The event as a Swift expression, for pasting into a regression test: `.foreground(SessionID(1), .user)`.
    public var swiftLiteral: String {
        func id(_ s: SessionID) -> String { "SessionID(\(s.index))" }
        func target(_ t: Target) -> String {
            switch t {
            case .newWindow: return ".newWindow"
            case .session(let s): return ".session(\(id(s)))"
            }
        }
        switch self {
        case .launch: return ".launch"
        case .backgroundLaunch: return ".backgroundLaunch"
        case .backgroundConnect(let s, let a): return ".backgroundConnect(\(id(s)), protectedDataAvailable: \(a))"
        case .openWindow(let r): return ".openWindow(.\(r.rawValue))"
        case .foreground(let s, let r): return ".foreground(\(id(s)), .\(r.rawValue))"
        case .interrupt(let s): return ".interrupt(\(id(s)))"
        case .endInterruption(let s): return ".endInterruption(\(id(s)))"
        case .background(let s): return ".background(\(id(s)))"
        case .systemDisconnect(let s): return ".systemDisconnect(\(id(s)))"
        case .discard(let s, let r): return ".discard(\(id(s)), .\(r.rawValue))"
        case .processDeath: return ".processDeath"
        case .terminate: return ".terminate"
        case .forceQuit(let order): return ".forceQuit(.\(order.rawValue))"
        case .openURL(let t, let p): return ".openURL(\(target(t)), payload: \(p))"
        case .continueActivity(let t, let p): return ".continueActivity(\(target(t)), payload: \(p))"
        case .handoff(let t, let p): return ".handoff(\(target(t)), payload: \(p))"
        case .failedHandoff(let t, let p): return ".failedHandoff(\(target(t)), payload: \(p))"
        case .shortcut(let t, let p): return ".shortcut(\(target(t)), payload: \(p))"
        case .memoryWarning: return ".memoryWarning"
        case .connectExternalDisplay: return ".connectExternalDisplay"
        case .disconnectExternalDisplay: return ".disconnectExternalDisplay"
        case .userAction(let s, let a): return ".userAction(\(id(s)), action: \(a))"
        case .appForeground: return ".appForeground"
        case .appBackground: return ".appBackground"
        case .appInterrupt: return ".appInterrupt"
        case .appEndInterruption: return ".appEndInterruption"
        }
    }
}

extension LifecycleEvent {
    /// Parses what `description(actionNames:)` prints: the forms of `init?(parsing:)`, and a user action
    /// by name (`userAction A "type"`), looked up in `actionNames`. `nil` for an unknown name.
    public init?(parsing text: String, actionNames: [String]) {
        if text.hasPrefix("userAction "), text.hasSuffix("\""), let open = text.firstIndex(of: "\""),
           open < text.index(before: text.endIndex)
        {
            let head = text[..<open].split(separator: " ")
            let name = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
            guard head.count == 2, let s = SessionID(name: String(head[1])),
                  let index = actionNames.firstIndex(of: name) else { return nil }
            self = .userAction(s, action: index)
            return
        }
        self.init(parsing: text)
    }

    /// `description`, with a user action named when `actionNames` knows it: `userAction A "type"`.
    public func description(actionNames: [String]) -> String {
        guard case .userAction(let s, let a) = self, let name = Self.printableName(a, actionNames) else {
            return description
        }
        return "userAction \(s) \"\(name)\""
    }

    /// `swiftLiteral`, with a user action named when `actionNames` knows it:
    /// `.userAction(SessionID(0), named: "type", in: app.userActions)`.
    public func swiftLiteral(actionNames: [String]) -> String {
        guard case .userAction(let s, let a) = self, let name = Self.printableName(a, actionNames) else {
            return swiftLiteral
        }
        return ".userAction(SessionID(\(s.index)), named: \"\(name)\", in: app.userActions)"
    }

    /// The name of action `index`, when it is known and prints unambiguously between quotes.
    private static func printableName(_ index: Int, _ names: [String]) -> String? {
        guard index < names.count else { return nil }
        let name = names[index]
        let unsafe = name.isEmpty || name.contains(where: { $0 == "\"" || $0 == ";" || $0 == "\\" || $0.isNewline || $0 == "\t" })
        return unsafe || names.filter({ $0 == name }).count > 1 ? nil : name
    }
}
