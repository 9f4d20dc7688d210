// libFuzzer entry point for the property list reader and SceneManifest's loader.
// Build and run as Fuzz/plist/README.md says; this file is not part of the package.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The reader: any input returns a value or a PropertyListError.
    if let value = try? PropertyListReader.read(bytes) {
        // Walking the whole result must stay bounded too (no DAG blow-up).
        var hasher = Hasher()
        value.hash(into: &hasher)
        _ = hasher.finalize()
        _ = value == value
    }
    // The loader: a manifest, nil, or a ManifestError.
    _ = try? SceneManifest.load(plistData: Data(bytes))
    return 0
}
