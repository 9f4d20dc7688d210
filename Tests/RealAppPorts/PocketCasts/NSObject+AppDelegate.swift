// Port of Automattic/pocket-casts-ios podcasts/NSObject+AppDelegate.swift (commit c23892d1f47bc44d422fa06c389b49820aa04dd3),
// MPL-2.0 (the repository's LICENSE.md; this file stays under it). Whole file; lines changed beyond the import block
// are marked `// PORT:`.
#if canImport(UIKit)
import Foundation
#else
import Foundation
import LifecycleUIKit
#endif

extension NSObject {
    @MainActor func appDelegate() -> AppDelegate? {  // PORT: @MainActor added: UIApplication.shared is main-actor isolated (the app builds in Swift 5 mode, where this is a warning)
        UIApplication.shared.delegate as? AppDelegate
    }
}
