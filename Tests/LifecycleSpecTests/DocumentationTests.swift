import Foundation
import LifecycleRules
import Testing

/// The repository's documents agree with the repository: links resolve, delegate signatures match the source.
@Suite("The documents agree with the repository and the code")
struct DocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The lines outside fenced code blocks.
    static func prose(_ markdown: String) -> [Substring] {
        var inCode = false
        return markdown.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.hasPrefix("```") {
                inCode.toggle()
                return false
            }
            return !inCode
        }
    }

    /// The targets of `[text](target)` links outside code blocks and code spans.
    static func links(in markdown: String) -> [String] {
        prose(markdown).flatMap { line -> [String] in
            let outsideCode = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
            return outsideCode.matches(of: /\]\(([^)\s]+)\)/).map { String($0.output.1) }
        }
    }

    /// GitHub's anchors for the headings of a markdown text.
    static func anchors(in markdown: String) -> Set<String> {
        Set(prose(markdown).filter { $0.hasPrefix("#") }.map { heading in
            let text = heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            return String(text.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == " " }
                .map { $0 == " " ? "-" : $0 })
        })
    }

    /// What the repository may not cite: documents that are not in it (the project's brief and notes), by name or
    /// by section. A rule's source is an Apple document, a WWDC session, a forum thread or a report, by title or URL.
    /// Each written in two parts, so this file names none of them and is scanned like every other.
    static let outsideCitations = ["lifecycle" + "-rules.md", "device" + "-behaviour.md", ".." + "/shared", "rules," + " section"]

    @Test("no source file, test or document cites a document that is not in the repository")
    func citationsStayInside() throws {
        var files: [String] = ["README.md", "CONFORMANCE.md", "BENCHMARKS.md", "CHANGELOG.md", "trace-format.md"]
        for folder in ["Sources", "Tests", "Fuzz", "Examples"] {
            let base = Self.root.appendingPathComponent(folder)
            let walker = FileManager.default.enumerator(atPath: base.path)
            while let path = walker?.nextObject() as? String {
                if path.hasSuffix(".swift") || path.hasSuffix(".md") { files.append(folder + "/" + path) }
            }
        }
        #expect(files.count > 300)
        for file in files.sorted() {
            let text = try Self.read(file)
            for citation in Self.outsideCitations where text.contains(citation) {
                Issue.record("\(file) cites \(citation)")
            }
        }
    }

    @Test("every relative link in the repository's markdown documents resolves to a file, and an anchor to a heading")
    func relativeLinksResolve() throws {
        let documents = try FileManager.default.contentsOfDirectory(atPath: Self.root.path).filter { $0.hasSuffix(".md") }
            .sorted()
        #expect(documents.contains("README.md") && documents.contains("CONFORMANCE.md"))
        var checked = 0
        for document in documents {
            let text = try Self.read(document)
            for link in Self.links(in: text) where !link.contains("://") && !link.hasPrefix("mailto:") {
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let file = parts[0].isEmpty ? document : String(parts[0])
                let exists = FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(file).path)
                #expect(exists, "\(document) links to '\(link)', but there is no \(file) in the repository")
                if exists, parts.count == 2, file.hasSuffix(".md") {
                    let anchors = Self.anchors(in: try Self.read(file))
                    #expect(anchors.contains(String(parts[1])), "\(document) links to '\(link)': \(file) has no such heading")
                }
                checked += 1
            }
        }
        #expect(checked >= 8)
        for document in ["README.md", "CONFORMANCE.md"] {
            let links = Self.links(in: try Self.read(document))
            #expect(links.contains("trace-format.md"), "\(document) should link to trace-format.md")
            #expect(links.contains("delegate-methods.md"), "\(document) should link to delegate-methods.md")
        }
    }

    @Test("the example trace in trace-format.md reads as 12 calls with its header, and conforms")
    func traceFormatExample() throws {
        let doc = try Self.read("trace-format.md")
        let start = try #require(doc.range(of: "## Example"))
        let open = try #require(doc.range(of: "```json\n", range: start.upperBound..<doc.endIndex))
        let close = try #require(doc.range(of: "```", range: open.upperBound..<doc.endIndex))
        let contents = TraceReader.readAll(text: String(doc[open.upperBound..<close.lowerBound]))
        #expect(contents.errors.isEmpty, "\(contents.errors)")
        #expect(contents.lines.count == 12)
        #expect(contents.header.device == .phone)
        var checker = TraceChecker(header: contents.header)
        var violations: [Finding] = []
        for line in contents.lines { checker.check(line, into: &violations) }
        violations += checker.finish()
        #expect(violations.isEmpty, "\(violations)")
    }

    /// A declaration as one line: comments dropped, whitespace collapsed, no space inside parentheses.
    static func normalized(_ source: Substring) -> String {
        source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix("//") }
            .joined(separator: " ").split(separator: " ").joined(separator: " ")
            .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
    }

    /// The body of `header … {` up to the closing brace at the start of a line.
    static func body(after header: String, in source: String) throws -> Substring {
        let start = try #require(source.range(of: header), "no '\(header)' in the source")
        let open = try #require(source.range(of: "{\n", range: start.lowerBound..<source.endIndex))
        let close = try #require(source.range(of: "\n}\n", range: open.upperBound..<source.endIndex))
        return source[open.upperBound..<close.lowerBound]
    }

    /// The requirements a protocol declares, each on one line, in source order.
    static func requirements(of name: String, in source: String) throws -> [String] {
        var declarations: [[Substring]] = []
        for token in normalized(try body(after: "public protocol \(name):", in: source)).split(separator: " ") {
            if token == "func" || token == "var" { declarations.append([]) }
            if !declarations.isEmpty { declarations[declarations.count - 1].append(token) }
        }
        return declarations.map { $0.joined(separator: " ") }
    }

    /// `application(_:didFinishLaunchingWithOptions:)` for a `func` declaration; the name for a `var`.
    static func selector(_ declaration: String) -> String {
        guard declaration.hasPrefix("func "), let open = declaration.firstIndex(of: "(") else {
            return String(declaration.dropFirst(4).prefix { $0 != ":" })
        }
        var labels: [String] = []
        var depth = 0
        var current = ""
        for c in declaration[declaration.index(after: open)...] {
            if c == "(" || c == "[" { depth += 1 }
            if c == ")" || c == "]" {
                if depth == 0 { break }
                depth -= 1
            }
            if c == ",", depth == 0 {
                labels.append(current)
                current = ""
            } else {
                current.append(c)
            }
        }
        labels.append(current)
        let name = declaration.dropFirst(5)[..<open]
        return name + "(" + labels.map { ($0.split(separator: " ").first ?? "").replacingOccurrences(of: ":", with: "") + ":" }
            .joined() + ")"
    }

    /// The UIKit delegate protocols `LifecycleUIKit` declares: their source files and how many requirements each has.
    static let delegateProtocols: [(name: String, path: String, minimum: Int)] = [
        ("UIApplicationDelegate", "Sources/LifecycleUIKit/Application/UIApplicationDelegate.swift", 15),
        ("UISceneDelegate", "Sources/LifecycleUIKit/Scene/UISceneDelegate.swift", 13),
        ("UIWindowSceneDelegate", "Sources/LifecycleUIKit/Scene/UIWindowSceneDelegate.swift", 2),
    ]

    @Test("delegate-methods.md lists every delegate requirement with its exact signature, and which are required",
          arguments: delegateProtocols.indices)
    func delegateSignatures(_ index: Int) throws {
        let (name, path, minimum) = Self.delegateProtocols[index]
        let source = try Self.read(path)
        let doc = try Self.read("delegate-methods.md")
        let begin = try #require(doc.range(of: "<!-- BEGIN \(name) -->\n```swift\n"))
        let end = try #require(doc.range(of: "```\n<!-- END \(name) -->"))
        let listed = doc[begin.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
        let declared = try Self.requirements(of: name, in: source)
        #expect(declared.count >= minimum)
        #expect(listed == declared)

        let defaults = Self.normalized(try Self.body(after: "extension \(name) {", in: source))
        let rows = doc.split(separator: "\n").filter { $0.hasPrefix("| `") }
        for declaration in declared {
            let selector = Self.selector(declaration)
            let signature = declaration.hasPrefix("var ") ? String(declaration.prefix { $0 != "{" }.dropLast()) : declaration
            let hasDefault = defaults.contains("public " + signature)
            let row = try #require(rows.first { $0.hasPrefix("| `\(selector)` |") }, "no row for \(selector)")
            let cell = row.split(separator: "|")[1].trimmingCharacters(in: .whitespaces)
            #expect(cell.hasPrefix(hasDefault ? "optional" : "required"), "\(selector): \(cell)")
        }
    }
}
