/// Checking bytes for well-formed UTF-8, shared by the trace reader and the property list reader.
package enum UTF8Validation {
    /// The 0-based offset of the first byte that is not part of well-formed UTF-8, or `nil`.
    ///
    /// Well-formed as in RFC 3629: no overlong forms, no surrogates, nothing
    /// above U+10FFFF, no truncated sequences.
    ///
    /// - Complexity: O(*n*); pure ASCII is one quick pass.
    package static func firstInvalidByte(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var any: UInt8 = 0
        for b in bytes { any |= b }
        if any < 0x80 { return nil }
        var k = 0
        let n = bytes.count
        func isContinuation(_ at: Int) -> Bool { at < n && bytes[at] & 0xC0 == 0x80 }
        while k < n {
            let b = bytes[k]
            if b < 0x80 {
                k += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch b {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return k
            }
            guard k + 1 < n, bytes[k + 1] >= low, bytes[k + 1] <= high else { return k }
            for m in 2..<length where !isContinuation(k + m) { return k }
            k += length
        }
        return nil
    }
}
