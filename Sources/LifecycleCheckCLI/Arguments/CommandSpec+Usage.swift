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
        if let p = positional {
            let token = p.repeats ? "\(p.name)..." : p.name
            tokens.append(p.isOptional ? "[\(token)]" : token)
        }
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

    /// `head` then the words of `text`, wrapped at 80 columns; continuation lines are indented by `indent`.
    static func wrapped(_ text: String, head: String, indent: Int) -> String {
        let margin = String(repeating: " ", count: indent)
        var out = head
        var column = head.count
        var first = true
        for word in text.split(separator: " ") {
            if !first && column + 1 + word.count > 80 {
                out += "\n" + margin
                column = indent
                first = true
            }
            out += (first ? "" : " ") + word
            column += (first ? 0 : 1) + word.count
            first = false
        }
        return out + "\n"
    }

    /// One help row: the name padded to 26 columns after a 2-space indent, the text wrapped under itself.
    static func helpRow(_ name: String, _ text: String) -> String {
        let head = name.count > 25 ? "  " + name + "\n" + String(repeating: " ", count: 28)
            : "  " + name.padding(toLength: 26, withPad: " ", startingAt: 0)
        return wrapped(text, head: head, indent: 28)
    }

    /// The command's help text: overview, usage, arguments, options.
    var help: String {
        var out = Self.wrapped(abstract, head: "OVERVIEW: ", indent: 10) + "\n" + usage(prefix: "USAGE: ")
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
