import Foundation
#if canImport(CoreFoundation)
import CoreFoundation
#endif

/// The app's Info.plist as the main bundle's info dictionary while the app runs: `Bundle.main.infoDictionary`,
/// `Bundle.main.object(forInfoDictionaryKey:)` and `Bundle.main.bundleIdentifier` read the app's keys
/// (`NSUserActivityTypes`, `CFBundleURLTypes`, its own), as they do on a device, instead of the test runner's.
///
/// Foundation has no API to give a process another main bundle, and one test process runs every app. CoreFoundation
/// keeps a bundle's info dictionary as a mutable dictionary (it adds keys to it itself as it reads an Info.plist,
/// and makes an empty mutable one for an executable without one), and these calls read that dictionary each time.
/// So the app's keys are set in it when a process of the app starts, after the keys set for an earlier app are put
/// back. They stay until another app's process starts. The first time, the keys are read back through
/// `Bundle.main`; where they do not show, they are put back, nothing is set again in the process and
/// ``unavailable`` says why.
///
/// A top-level string that names a build setting (`$(PRODUCT_BUNDLE_IDENTIFIER)`), which Xcode fills in when it
/// builds the app, is left out. The standard user defaults keep the domain they took when the test process first
/// used them (a check empties them before its first launch); the bundle's files (`url(forResource:withExtension:)`)
/// stay the runner's. CoreFoundation does not lock the dictionary: code on another thread that reads the main
/// bundle's info dictionary while a check starts an app (a localized string, say) races with it. On Apple platforms
/// nothing is set: there the main bundle belongs to the test host.
@MainActor
package enum MainBundleInfo {
    /// Why the app's keys are not in the main bundle's info dictionary in this process, once that is known.
    package private(set) static var unavailable: String?
    /// The Info.plist whose keys are set now.
    private static var current: PropertyListValue?
    /// The keys set for `current`, with the values they replaced (`nil`: the key was absent).
    private static var replaced: [(key: NSString, previous: AnyObject?)] = []
    private static var verified = false

    /// Makes `info` (an Info.plist's top-level dictionary, or `nil` for none) the main bundle's info dictionary's
    /// own keys; what an earlier call set is put back first. Does nothing when `info` is the one set now.
    package static func install(_ info: PropertyListValue?) {
        guard unavailable == nil, !isCurrent(info) else { return }
        #if canImport(Darwin)
        unavailable = "the main bundle belongs to the test host on Apple platforms"
        #else
        guard let dictionary = mutableInfoDictionary() else {
            unavailable = "the main bundle has no info dictionary"
            return
        }
        putBack(in: dictionary)
        current = info
        guard let entries = info?.dictionaryEntries else { return }
        for entry in entries {
            if case .string(let text) = entry.value.kind, text.contains("$(") || text.contains("${") { continue }
            guard let value = object(entry.value) else { continue }
            let key = NSString(string: entry.key)
            let previous = CFDictionaryGetValue(dictionary, Unmanaged.passUnretained(key).toOpaque())
                .map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() }
            if !replaced.contains(where: { $0.key == key }) { replaced.append((key, previous)) }
            CFDictionarySetValue(dictionary, Unmanaged.passUnretained(key).toOpaque(),
                                 Unmanaged.passUnretained(value).toOpaque())
        }
        if !verified, let set = replaced.last.map({ String($0.key) }) {
            verified = true
            if Bundle.main.object(forInfoDictionaryKey: set) == nil || Bundle.main.infoDictionary?[set] == nil {
                putBack(in: dictionary)
                unavailable = "the main bundle's info dictionary did not show the key \(set) that was set in it"
            }
        }
        #endif
    }

    #if !canImport(Darwin)
    /// Puts back what the keys set last replaced, in the reverse order they were set.
    private static func putBack(in dictionary: CFMutableDictionary) {
        for (key, previous) in replaced.reversed() {
            if let previous {
                CFDictionarySetValue(dictionary, Unmanaged.passUnretained(key).toOpaque(),
                                     Unmanaged.passUnretained(previous).toOpaque())
            } else {
                CFDictionaryRemoveValue(dictionary, Unmanaged.passUnretained(key).toOpaque())
            }
        }
        replaced = []
    }
    #endif

    /// Whether `info` is the Info.plist set now: at once when it is the same value (the same storage, as every
    /// launch of one app passes), else by comparing the two. An equal Info.plist in other storage (the same app
    /// made again for the next check) becomes the one compared with, so its later launches are told at once.
    private static func isCurrent(_ info: PropertyListValue?) -> Bool {
        if case .dictionary(let new)? = info?.kind, case .dictionary(let old)? = current?.kind,
           new.withUnsafeBufferPointer({ $0.baseAddress }) == old.withUnsafeBufferPointer({ $0.baseAddress }) {
            return true
        }
        guard info == current else { return false }
        current = info
        return true
    }

    #if !canImport(Darwin)
    /// The main bundle's info dictionary, as CoreFoundation keeps it.
    private static func mutableInfoDictionary() -> CFMutableDictionary? {
        guard let bundle = CFBundleGetMainBundle(), let dictionary = CFBundleGetInfoDictionary(bundle),
              CFGetTypeID(dictionary) == CFDictionaryGetTypeID() else { return nil }
        // CoreFoundation makes it mutable (see the type's comment); Swift sees the type CFBundleGetInfoDictionary declares.
        return Unmanaged<CFMutableDictionary>.fromOpaque(Unmanaged.passUnretained(dictionary).toOpaque()).takeUnretainedValue()
    }
    #endif

    /// A property-list value as the Foundation object an info dictionary holds; `nil` for a keyed-archiver UID,
    /// which no Info.plist has.
    package static func object(_ value: PropertyListValue) -> AnyObject? {
        switch value.kind {
        case .string(let s): return NSString(string: s)
        case .integer(let n): return NSNumber(value: n)
        case .real(let x): return NSNumber(value: x)
        case .boolean(let b): return NSNumber(value: b)
        case .date(let t): return NSDate(timeIntervalSinceReferenceDate: t)
        case .data(let bytes): return NSData(bytes: bytes, length: bytes.count)
        case .array(let items), .set(let items): return NSArray(array: items.compactMap { object($0) })
        case .dictionary(let entries):
            let result = NSMutableDictionary()
            for entry in entries {
                if let item = object(entry.value) { result[NSString(string: entry.key)] = item }
            }
            return result
        case .uid: return nil
        case .null: return NSNull()
        }
    }
}
