/// Builds `bplist00` bytes from hand-written objects, for tests of damaged and hostile binary plists.
///
/// Objects are given as their encoded bytes (marker, count, payload, refs);
/// the builder lays them out after the header, writes the offset table and
/// the trailer, and lets a test overwrite any trailer field afterwards.
struct BinaryPlistBuilder {
    var objects: [[UInt8]] = []
    var referenceSize = 1
    var offsetSize = 1
    var top = 0

    /// Appends an object's bytes and returns its index.
    @discardableResult
    mutating func add(_ bytes: [UInt8]) -> Int {
        objects.append(bytes)
        return objects.count - 1
    }

    /// An ASCII string object.
    static func ascii(_ s: String) -> [UInt8] {
        let b = Array(s.utf8)
        precondition(b.count < 256)
        return (b.count < 15 ? [0x50 | UInt8(b.count)] : [0x5F, 0x10, UInt8(b.count)]) + b
    }

    /// An array (0xA), set (0xC) object with fewer than 15 one-byte references.
    static func container(_ marker: UInt8, _ refs: [Int]) -> [UInt8] {
        precondition(refs.count < 15)
        return [marker << 4 | UInt8(refs.count)] + refs.map { UInt8($0) }
    }

    /// A dictionary object with fewer than 15 entries and one-byte references.
    static func dictionary(keys: [Int], values: [Int]) -> [UInt8] {
        precondition(keys.count == values.count && keys.count < 15)
        return [0xD0 | UInt8(keys.count)] + keys.map { UInt8($0) } + values.map { UInt8($0) }
    }

    /// The whole file: header, objects, offset table, trailer.
    var bytes: [UInt8] {
        var out = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(out.count)
            out += object
        }
        let table = out.count
        for offset in offsets { out += Self.bigEndian(UInt64(offset), size: offsetSize) }
        out += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        out += Self.bigEndian(UInt64(objects.count), size: 8)
        out += Self.bigEndian(UInt64(top), size: 8)
        out += Self.bigEndian(UInt64(table), size: 8)
        return out
    }

    static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64(size - 1 - $0))) }
    }
}
