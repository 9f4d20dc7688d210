/// Why the runtime will not take a directory as one of the app's container directories
/// (`AppUnderTest.containerDirectories`); it names the path and changes nothing on disk.
public enum ContainerDirectoryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The directory holds files and no marker from an earlier check: emptying it could delete what is not the app's.
    case unmarkedNotEmpty(path: String)
    /// Something other than a directory is at the path.
    case notADirectory(path: String)
    /// One declared directory is the other or lies inside it, so one fresh install would empty the other.
    case overlapping(path: String, inside: String)
    /// The directory could not be created, read, marked or emptied.
    case unusable(path: String, reason: String)

    public var description: String {
        switch self {
        case .unmarkedNotEmpty(let path):
            return "the container directory \(path) is not empty and has no \(ContainerDirectories.markerName) marker; "
                + "a check empties its container directories at every fresh install, so it takes only a missing or "
                + "empty directory, or one an earlier check marked: pass a directory of its own (such as a new one "
                + "under FileManager.default.temporaryDirectory)"
        case .notADirectory(let path):
            return "the container directory \(path) is not a directory"
        case .overlapping(let path, let inside):
            return "the container directory \(path) is \(inside) or inside it; declare directories that do not overlap"
        case .unusable(let path, let reason):
            return "the container directory \(path) cannot be used: \(reason)"
        }
    }
}
