extension LifecycleEvent {
    /// The event performing the user action called `name` on session `session`.
    /// - Precondition: `actions` has an action of that name (a regression test names one it declares).
    public static func userAction(_ session: SessionID, named name: String, in actions: [UserAction]) -> LifecycleEvent {
        guard let index = actions.firstIndex(where: { $0.name == name }) else {
            preconditionFailure("no user action is named '\(name)'; the app declares: "
                + actions.map { "'\($0.name)'" }.joined(separator: ", "))
        }
        return .userAction(session, action: index)
    }
}
