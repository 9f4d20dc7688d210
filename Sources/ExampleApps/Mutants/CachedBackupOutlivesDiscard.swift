import Foundation
import LifecycleRules
import LifecycleUIKit

/// Backs up every window in one pass: a window entering the background puts its draft in the app delegate's
/// in-memory cache of backups and writes the whole cache. The discard cleanup deletes a discarded session's stored
/// keys but leaves its entry in the cache, so the next window to enter the background writes the discarded
/// session's backup again (A4).
@MainActor
final class CachedBackupOutlivesDiscard: EditorSceneDelegate {
    override func backupDraft(of session: UISceneSession) {
        guard let cache = UIApplication.shared.delegate as? BackupCachingAppDelegate else { return }
        cache.backups[Self.backupKey(session)] = draft
        for (key, backup) in cache.backups.sorted(by: { $0.key < $1.key }) {
            UserDefaults.standard.set(backup, forKey: key)
        }
    }

    nonisolated static let mutant = Mutant(
        name: "CachedBackupOutlivesDiscard",
        bug: "a discarded session's cached backup is written again by a later background",
        expectedRule: "A4", minimalLength: 4, device: .pad, basedOn: "DocumentEditor",
        app: DocumentEditor.app(name: "CachedBackupOutlivesDiscard", appDelegate: BackupCachingAppDelegate.self,
                                sceneDelegate: CachedBackupOutlivesDiscard.self))
}

/// The editor's app delegate with the cache of backups; its discard cleanup is the editor's, which deletes stored
/// keys only.
@MainActor
final class BackupCachingAppDelegate: EditorAppDelegate {
    /// The latest backup of each window's draft, by backup key, for as long as the process lives.
    var backups: [String: String] = [:]
}
