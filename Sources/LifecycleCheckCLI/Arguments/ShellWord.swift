/// Quoting for words printed in a command line that a person copies into a shell.
enum ShellWord {
    /// The word as is when it has only safe characters, else in single quotes (`'it'\''s'`).
    static func quoted(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "-_./=:,+@%".unicodeScalars.contains($0)
        }
        if safe && !word.isEmpty { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
