import LifecycleUIKit

/// A delegate of a process that ended, held weakly: alive later only if something outside its process keeps it.
@MainActor
struct EndedObject {
    private(set) weak var object: AnyObject?
    /// What it was, as a report names it: `the app delegate (NotesAppDelegate)`.
    let role: String
    /// The number of the event that ended its process.
    let endedAt: Int

    /// `the app delegate (NotesAppDelegate) of the process that ended at event 2`.
    var description: String { "\(role) of the process that ended at event \(endedAt)" }

    /// The app delegate and the scene delegates of a process that ends at event `endedAt`.
    static func of(process appDelegate: (any UIApplicationDelegate)?, scenes: [UIWindowScene], endedAt: Int) -> [EndedObject] {
        var objects: [EndedObject] = []
        if let appDelegate {
            objects.append(EndedObject(object: appDelegate, role: "the app delegate (\(type(of: appDelegate)))", endedAt: endedAt))
        }
        for scene in scenes {
            guard let delegate = scene.delegate else { continue }
            objects.append(EndedObject(object: delegate,
                                       role: "the scene delegate (\(type(of: delegate))) of \(scene.identifier)", endedAt: endedAt))
        }
        return objects
    }
}
