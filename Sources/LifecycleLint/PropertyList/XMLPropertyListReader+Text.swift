/// The XML reader's pure helpers: the bytes of names and spaces, entities' hex digits, and the text of `<date>`,
/// `<data>` and UTF-8 checked without Foundation.
import LifecycleTrace
extension XMLPropertyListReader {
    package static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    package static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: ":"):
            return true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return !first
        default:
            return false
        }
    }

    package static func hexDigit(_ c: Unicode.Scalar) -> Int? {
        switch c {
        case "0"..."9": Int(c.value - 48)
        case "a"..."f": Int(c.value - 87)
        case "A"..."F": Int(c.value - 55)
        default: nil
        }
    }

    package static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !($0.isASCII && isSpace(UInt8($0.value))) }) else { return "" }
        let last = scalars.lastIndex(where: { !($0.isASCII && isSpace(UInt8($0.value))) })!
        return String(scalars[first...last])
    }

    /// At most 40 characters of `text`, for messages.
    package static func excerpt(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(40)) + "…"
    }

    package static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]], as: UTF8.self)
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` as seconds since 2001-01-01 00:00:00 UTC; `nil` when malformed or out of range.
    package static func date(_ text: String) -> Double? {
        let b = Array(text.utf8)
        guard b.count == 20, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-"), b[10] == UInt8(ascii: "T"),
              b[13] == UInt8(ascii: ":"), b[16] == UInt8(ascii: ":"), b[19] == UInt8(ascii: "Z")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for i in range {
                guard b[i] >= UInt8(ascii: "0"), b[i] <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(b[i] - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              (1...12).contains(month), hour < 24, minute < 60, second <= 60
        else { return nil }
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let monthDays = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard day >= 1, day <= monthDays[month - 1] else { return nil }
        // Days from 1970-01-01 to the civil date (proleptic Gregorian).
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        let unix = days * 86_400 + hour * 3_600 + minute * 60 + second
        return Double(unix - 978_307_200)
    }

    /// Standard base64 with white space ignored and `=` padding optional; `nil` for any other character.
    package static func base64(_ text: String) -> [UInt8]? {
        var out: [UInt8] = []
        var buffer: UInt32 = 0
        var bits = 0
        var padding = false
        for byte in text.utf8 {
            let value: UInt32
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(byte - 65)
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(byte - 97 + 26)
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(byte - 48 + 52)
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            case UInt8(ascii: "="): padding = true; continue
            case 0x20, 0x09, 0x0A, 0x0D: continue
            default: return nil
            }
            if padding { return nil }
            buffer = (buffer << 6 | value) & 0xFFFFFF
            bits += 6
            if bits >= 8 {
                bits -= 8
                out.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
            }
        }
        return out
    }

    /// The offset of the first byte that is not part of well-formed UTF-8, if any.
    package static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidByte(in: $0) }
    }
}
