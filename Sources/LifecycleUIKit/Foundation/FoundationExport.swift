// UIKit re-exports Foundation: a file that says only `import UIKit` uses `UserDefaults`, `URL` and
// `NotificationCenter`. So does this module, so such a file compiles with only the import changed.
@_exported import Foundation
