/// The usage line and help text of a command, derived from its spec.
extension CommandSpec {
    /// The tool's name as usage lines spell it.
    static let tool = "lifecycle-check"

    /// The usage tokens after the command name: required options, the positional, then the rest in brackets.
    var usageTokens: [String] {
        var tokens: [String] = []
        for o in options where o.isRequired { tokens.append("--\(o.name) \(o.valueName)") }
        for o in options where !o.isRequired { tokens.append("[--\(o.name) \(o.valueName)]") }
        for f in flags { tokens.append("[--\(f.name)]") }
        if let p = positional { tokens.append(p.repeats ? "\(p.name)..." : p.name) }
        return tokens
    }

    /// The usage line after `prefix` (`Usage: ` or `USAGE: `), wrapped at 80 columns under the first option.
    func usage(prefix: String) -> String {
        let head = prefix + "\(Self.tool) \(name)"
        let indent = String(repeating: " ", count: head.count + 1)
        var out = head
        var column = head.count
        for token in usageTokens {
            if column + 1 + token.count > 80 && column > indent.count {
                out += "\n" + indent + token
                column = indent.count + token.count
            } else {
                out += " " + token
                column += 1 + token.count
            }
        }
        return out + "\n"
    }

    /// One help row: the name padded to 26 columns after a 2-space indent, the text wrapped at 80 under itself.
    static func helpRow(_ name: String, _ text: String) -> String {
        let indent = String(repeating: " ", count: 28)
        var out = "  " + name.padding(toLength: 26, withPad: " ", startingAt: 0)
        if name.count > 25 { out = "  " + name + "\n" + indent }
        var column = 28
        var first = true
        for word in text.split(separator: " ") {
            if !first && column + 1 + word.count > 80 {
                out += "\n" + indent
                column = 28
                first = true
            }
            out += (first ? "" : " ") + word
            column += (first ? 0 : 1) + word.count
            first = false
        }
        return out + "\n"
    }

    /// The command's help text: overview, usage, arguments, options.
    var help: String {
        var out = "OVERVIEW: \(abstract)\n\n" + usage(prefix: "USAGE: ")
        if let p = positional {
            out += "\nARGUMENTS:\n"
            out += Self.helpRow("<\(p.name.lowercased())>\(p.repeats ? "..." : "")", p.help)
        }
        out += "\nOPTIONS:\n"
        for o in options {
            out += Self.helpRow("--\(o.name) <\(o.valueName)>", o.help)
        }
        for f in flags {
            out += Self.helpRow("--\(f.name)", f.help)
        }
        out += Self.helpRow("-h, --help", "show this help")
        return out
    }
}
