import Foundation

/// Quoting a word for a POSIX shell, for replay lines.
enum ShellQuoting {
    /// The word as is when it needs no quoting, else in single quotes.
    static func word(_ s: String) -> String {
        let plain = !s.isEmpty && s.unicodeScalars.allSatisfy {
            ($0.value >= 48 && $0.value <= 57) || ($0.value >= 65 && $0.value <= 90) || ($0.value >= 97 && $0.value <= 122)
                || "-_./=:+,@%".unicodeScalars.contains($0)
        }
        return plain ? s : "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
