#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// The strings a trace reader has made, found again from their bytes, so a repeated value is made once.
///
/// Session identifiers, scene names, roles and activities recur on line
/// after line; the reader's fast path (``TraceLineScanner``) looks each value
/// up here by its bytes and gets the `String` made the first time, so a line
/// costs a hash and a comparison of bytes instead of building and validating
/// a new string.
///
/// Guarantees:
///
/// - ``string(_:)`` returns a string whose UTF-8 is exactly the bytes given.
/// - Memory is bounded: at most ``capacity`` strings and ``byteCapacity``
///   bytes are kept; when a new value would pass either, the table is emptied
///   and starts again with the values read from then on (the recent ones are
///   those that recur), so a trace with endlessly many distinct values still
///   reads in flat memory.
/// - What is kept never reaches output: only which string is returned, never
///   the table's order.
package struct TraceStringTable {
    /// The most strings kept (65,536).
    package static let capacity = 1 << 16
    /// The most bytes of kept strings (1 MiB).
    package static let byteCapacity = 1 << 20

    /// Open addressing: each slot is an index into `strings` plus one, or 0 when empty.
    private var slots: [Int32] = []
    private var strings: [String] = []
    /// Where each kept string's bytes start in `bytes`, and how many there are.
    private var starts: [Int32] = []
    private var lengths: [Int32] = []
    private var hashes: [UInt32] = []
    private var bytes: [UInt8] = []

    package init() {}

    /// The string whose UTF-8 is `value`, the one made before when the table keeps it.
    ///
    /// - Parameter value: UTF-8 bytes; the trace reader passes ASCII only.
    /// - Complexity: O(*n*) in the length of `value`, amortized.
    package mutating func string(_ value: UnsafeBufferPointer<UInt8>) -> String {
        let hash = Self.hash(value)
        if slots.isEmpty { slots = Array(repeating: 0, count: 1024) }
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { break }
            let index = entry - 1
            if hashes[index] == hash && Int(lengths[index]) == value.count && equal(index, value) {
                return strings[index]
            }
            slot = (slot + 1) & mask
        }
        let made = String(decoding: value, as: UTF8.self)
        guard value.count <= Self.byteCapacity else { return made }
        if strings.count == Self.capacity || bytes.count + value.count > Self.byteCapacity {
            removeAll()
            slot = Int(hash) & (slots.count - 1)
        }
        starts.append(Int32(bytes.count))
        lengths.append(Int32(value.count))
        hashes.append(hash)
        bytes.append(contentsOf: value)
        strings.append(made)
        slots[slot] = Int32(strings.count)
        if strings.count * 2 > slots.count { grow() }
        return made
    }

    /// Forgets every kept string, keeping the storage.
    private mutating func removeAll() {
        for k in slots.indices { slots[k] = 0 }
        strings.removeAll(keepingCapacity: true)
        starts.removeAll(keepingCapacity: true)
        lengths.removeAll(keepingCapacity: true)
        hashes.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
    }

    private func equal(_ index: Int, _ value: UnsafeBufferPointer<UInt8>) -> Bool {
        guard value.count > 0, let base = value.baseAddress else { return true }
        return bytes.withUnsafeBufferPointer { all in
            memcmp(all.baseAddress! + Int(starts[index]), base, value.count) == 0
        }
    }

    private mutating func grow() {
        var larger = [Int32](repeating: 0, count: slots.count * 2)
        let mask = larger.count - 1
        for index in strings.indices {
            var slot = Int(hashes[index]) & mask
            while larger[slot] != 0 { slot = (slot + 1) & mask }
            larger[slot] = Int32(index + 1)
        }
        slots = larger
    }

    /// FNV-1a over the bytes, then mixed so the low bits depend on every byte.
    private static func hash(_ value: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var h: UInt32 = 2_166_136_261
        for b in value { h = (h ^ UInt32(b)) &* 16_777_619 }
        h ^= h >> 15
        h = h &* 0x2C1B_3C6D
        h ^= h >> 12
        return h
    }
}
