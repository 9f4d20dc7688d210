import Foundation

/// Quoting a word for a POSIX shell, for the replay lines of reports and the tool.
package enum ShellQuoting {
    /// The word as is when it has only characters a shell takes literally, else in single quotes
    /// (`'it'\''s'`), so a copied replay line passes it unchanged.
    package static func word(_ s: String) -> String {
        let plain = !s.isEmpty && s.unicodeScalars.allSatisfy {
            ($0.value >= 48 && $0.value <= 57) || ($0.value >= 65 && $0.value <= 90) || ($0.value >= 97 && $0.value <= 122)
                || "-_./=:+,@%".unicodeScalars.contains($0)
        }
        return plain ? s : "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
