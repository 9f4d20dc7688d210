/// Reads a `bplist00` binary property list, checking every offset, count and reference.
///
/// Layout: the 8-byte `bplist00` header, the objects, an offset table (one
/// big-endian offset of `offsetSize` bytes per object) and a 32-byte trailer
/// (`offsetSize`, `referenceSize`, object count, top object, offset table
/// start). Objects must lie between the header and the offset table.
///
/// Each object is decoded at most once and remembered, so an object shared
/// by many containers costs one decoding; a container that reaches itself is
/// an error, and so is a tree that would expand to more than
/// ``PropertyListReader/expansionLimit(forByteCount:)`` values.
package struct BinaryPropertyListReader {
    package static let magic: [UInt8] = Array("bplist00".utf8)
    private static let trailerSize = 32

    private let bytes: [UInt8]
    private let offsetSize: Int
    private let referenceSize: Int
    private let objectCount: Int
    private let topObject: Int
    /// Where the offset table starts; objects end before it.
    private let objectsEnd: Int
    private let expansionLimit: Int

    /// Decoded objects by index.
    private var decoded: [PropertyListValue?]
    /// How many values each decoded object expands to (itself and everything under it).
    private var expandedCount: [Int]
    /// Objects being decoded now, to catch cycles.
    private var inProgress: [Bool]

    /// Reads and checks the trailer and the offset table's bounds.
    package init(bytes: [UInt8]) throws(PropertyListError) {
        self.bytes = bytes
        let n = bytes.count
        guard n >= Self.magic.count + 1 + Self.trailerSize else {
            throw Self.damaged("is \(n) bytes long, too short for a header, an object and a trailer")
        }
        let t = n - Self.trailerSize
        offsetSize = Int(bytes[t + 6])
        referenceSize = Int(bytes[t + 7])
        guard (1...8).contains(offsetSize) else { throw Self.damaged("trailer gives offsets \(offsetSize) bytes (1 to 8 allowed)") }
        guard (1...8).contains(referenceSize) else {
            throw Self.damaged("trailer gives object references \(referenceSize) bytes (1 to 8 allowed)")
        }
        let count = Self.bigEndian(bytes, at: t + 8, size: 8)
        let top = Self.bigEndian(bytes, at: t + 16, size: 8)
        let table = Self.bigEndian(bytes, at: t + 24, size: 8)
        guard count >= 1, count <= UInt64(n) else { throw Self.damaged("trailer gives \(count) objects") }
        guard top < count else { throw Self.damaged("top object \(top) is not one of the \(count) objects") }
        guard table >= UInt64(Self.magic.count + 1), table <= UInt64(t),
              UInt64(t) - table >= count * UInt64(offsetSize)
        else { throw Self.damaged("offset table at byte \(table) for \(count) objects does not fit in the file") }
        objectCount = Int(count)
        topObject = Int(top)
        objectsEnd = Int(table)
        expansionLimit = PropertyListReader.expansionLimit(forByteCount: n)
        decoded = Array(repeating: nil, count: objectCount)
        expandedCount = Array(repeating: 0, count: objectCount)
        inProgress = Array(repeating: false, count: objectCount)
    }

    /// Decodes the top object and everything it references.
    package mutating func read() throws(PropertyListError) -> PropertyListValue {
        try object(topObject, depth: 0)
    }

    private mutating func object(_ index: Int, depth: Int) throws(PropertyListError) -> PropertyListValue {
        if let value = decoded[index] { return value }
        guard !inProgress[index] else { throw Self.damaged("object \(index) contains itself (a reference cycle)") }
        guard depth <= PropertyListReader.maximumDepth else {
            throw Self.damaged("objects nest deeper than \(PropertyListReader.maximumDepth) levels")
        }
        inProgress[index] = true
        let (value, expanded) = try decode(index, depth: depth)
        inProgress[index] = false
        decoded[index] = value
        expandedCount[index] = expanded
        return value
    }

    /// The object at `index` and the number of values it expands to.
    private mutating func decode(_ index: Int, depth: Int) throws(PropertyListError) -> (PropertyListValue, Int) {
        let offset = Self.bigEndian(bytes, at: objectsEnd + index * offsetSize, size: offsetSize)
        guard offset >= UInt64(Self.magic.count), offset < UInt64(objectsEnd) else {
            throw Self.damaged("object \(index) has offset \(offset), outside the object area (bytes 8 to \(objectsEnd - 1))")
        }
        let start = Int(offset)
        let marker = bytes[start]
        let low = Int(marker & 0x0F)
        func fail(_ problem: String) -> PropertyListError {
            Self.damaged("object \(index) at byte \(start): \(problem)")
        }
        /// The `length` bytes after the marker (or after the count), checked to fit.
        func payload(at offset: Int, length: Int) throws(PropertyListError) -> Range<Int> {
            guard length >= 0, offset <= objectsEnd, length <= objectsEnd - offset else {
                throw fail("\(length) bytes of contents run past the object area")
            }
            return offset..<(offset + length)
        }
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x00: return (PropertyListValue(.null), 1)
            case 0x08: return (PropertyListValue(.boolean(false)), 1)
            case 0x09: return (PropertyListValue(.boolean(true)), 1)
            default: throw fail("unknown object marker 0x\(Self.hex(marker))")
            }
        case 0x1:
            guard low <= 4 else { throw fail("integer of 2^\(low) bytes") }
            let range = try payload(at: start + 1, length: 1 << low)
            return (PropertyListValue(.integer(try integer(in: range, fail: fail))), 1)
        case 0x2:
            guard low == 2 || low == 3 else { throw fail("real of 2^\(low) bytes (4 or 8 allowed)") }
            let range = try payload(at: start + 1, length: 1 << low)
            let bits = Self.bigEndian(bytes, at: range.lowerBound, size: range.count)
            let real = low == 2 ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))) : Double(bitPattern: bits)
            return (PropertyListValue(.real(real)), 1)
        case 0x3:
            guard marker == 0x33 else { throw fail("unknown object marker 0x\(Self.hex(marker))") }
            let range = try payload(at: start + 1, length: 8)
            return (PropertyListValue(.date(Double(bitPattern: Self.bigEndian(bytes, at: range.lowerBound, size: 8)))), 1)
        case 0x4:
            let (count, first) = try count(start: start, low: low, fail: fail)
            let range = try payload(at: first, length: count)
            return (PropertyListValue(.data(Array(bytes[range]))), 1)
        case 0x5:
            let (count, first) = try count(start: start, low: low, fail: fail)
            let range = try payload(at: first, length: count)
            guard bytes[range].allSatisfy({ $0 < 0x80 }) else { throw fail("ASCII string holds a byte above 0x7F") }
            return (PropertyListValue(.string(String(decoding: bytes[range], as: UTF8.self))), 1)
        case 0x6:
            let (count, first) = try count(start: start, low: low, fail: fail)
            guard count <= objectsEnd else { throw fail("UTF-16 string of \(count) units runs past the object area") }
            let range = try payload(at: first, length: 2 * count)
            var units: [UInt16] = []
            units.reserveCapacity(count)
            for i in stride(from: range.lowerBound, to: range.upperBound, by: 2) {
                units.append(UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]))
            }
            return (PropertyListValue(.string(String(decoding: units, as: UTF16.self))), 1)
        case 0x8:
            let range = try payload(at: start + 1, length: low + 1)
            guard range.count <= 8 else { throw fail("UID of \(range.count) bytes (8 at most)") }
            return (PropertyListValue(.uid(Self.bigEndian(bytes, at: range.lowerBound, size: range.count))), 1)
        case 0xA, 0xC:
            let (count, first) = try count(start: start, low: low, fail: fail)
            guard count <= objectsEnd else { throw fail("\(count) elements run past the object area") }
            let range = try payload(at: first, length: count * referenceSize)
            var elements: [PropertyListValue] = []
            elements.reserveCapacity(count)
            var expanded = 1
            for i in 0..<count {
                let child = try reference(at: range.lowerBound + i * referenceSize, fail: fail)
                elements.append(try object(child, depth: depth + 1))
                expanded = try add(expanded, expandedCount[child], fail: fail)
            }
            return (PropertyListValue(marker >> 4 == 0xA ? .array(elements) : .set(elements)), expanded)
        case 0xD:
            let (count, first) = try count(start: start, low: low, fail: fail)
            guard count <= objectsEnd else { throw fail("\(count) entries run past the object area") }
            let range = try payload(at: first, length: 2 * count * referenceSize)
            var entries: [PropertyListValue.Entry] = []
            entries.reserveCapacity(count)
            var expanded = 1
            for i in 0..<count {
                let keyIndex = try reference(at: range.lowerBound + i * referenceSize, fail: fail)
                let valueIndex = try reference(at: range.lowerBound + (count + i) * referenceSize, fail: fail)
                let keyValue = try object(keyIndex, depth: depth + 1)
                guard case .string(let key) = keyValue.kind else {
                    throw fail("dictionary key \(i) (object \(keyIndex)) is \(keyValue.typeDescription), not a string")
                }
                entries.append(PropertyListValue.Entry(key: key, value: try object(valueIndex, depth: depth + 1)))
                expanded = try add(expanded, expandedCount[keyIndex], fail: fail)
                expanded = try add(expanded, expandedCount[valueIndex], fail: fail)
            }
            return (PropertyListValue(.dictionary(entries)), expanded)
        default:
            throw fail("unknown object marker 0x\(Self.hex(marker))")
        }
    }

    /// A container's or string's count: the low nibble, or an integer object after the marker when it is 0xF.
    private func count(start: Int, low: Int, fail: (String) -> PropertyListError) throws(PropertyListError) -> (Int, Int) {
        if low != 0x0F { return (low, start + 1) }
        let intStart = start + 1
        guard intStart < objectsEnd else { throw fail("count runs past the object area") }
        let intMarker = bytes[intStart]
        guard intMarker >> 4 == 0x1, intMarker & 0x0F <= 3 else {
            throw fail("count is not an integer of 1 to 8 bytes (marker 0x\(Self.hex(intMarker)))")
        }
        let size = 1 << Int(intMarker & 0x0F)
        guard size <= objectsEnd - intStart - 1 else { throw fail("count runs past the object area") }
        let value = Self.bigEndian(bytes, at: intStart + 1, size: size)
        guard value <= UInt64(objectsEnd) else { throw fail("count \(value) is larger than the file") }
        return (Int(value), intStart + 1 + size)
    }

    /// The signed integer in `range` (1, 2 or 4 bytes unsigned; 8 bytes signed; 16 bytes signed, within `Int64`).
    private func integer(in range: Range<Int>, fail: (String) -> PropertyListError) throws(PropertyListError) -> Int64 {
        switch range.count {
        case 16:
            let high = Self.bigEndian(bytes, at: range.lowerBound, size: 8)
            let low = Self.bigEndian(bytes, at: range.lowerBound + 8, size: 8)
            let value = Int64(bitPattern: low)
            guard (high == 0 && value >= 0) || (high == UInt64.max && value < 0) else {
                throw fail("128-bit integer outside the 64-bit signed range")
            }
            return value
        case 8:
            return Int64(bitPattern: Self.bigEndian(bytes, at: range.lowerBound, size: 8))
        default:
            return Int64(Self.bigEndian(bytes, at: range.lowerBound, size: range.count))
        }
    }

    /// The object index stored at `offset`, checked against the object count.
    private func reference(at offset: Int, fail: (String) -> PropertyListError) throws(PropertyListError) -> Int {
        let value = Self.bigEndian(bytes, at: offset, size: referenceSize)
        guard value < UInt64(objectCount) else { throw fail("references object \(value) of \(objectCount)") }
        return Int(value)
    }

    /// `total + more`, or an error when that passes the expansion limit.
    private func add(_ total: Int, _ more: Int, fail: (String) -> PropertyListError) throws(PropertyListError) -> Int {
        let sum = total + more  // both are at most the limit, far from overflow
        guard sum <= expansionLimit else {
            throw fail("shared containers expand to more than \(expansionLimit) values")
        }
        return sum
    }

    /// The big-endian unsigned integer of `size` (1 to 8) bytes at `offset`; the caller checks the bounds.
    private static func bigEndian(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for i in offset..<(offset + size) { value = value << 8 | UInt64(bytes[i]) }
        return value
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]], as: UTF8.self)
    }

    private static func damaged(_ problem: String) -> PropertyListError {
        PropertyListError(problem: "is a damaged binary property list: \(problem)")
    }
}
