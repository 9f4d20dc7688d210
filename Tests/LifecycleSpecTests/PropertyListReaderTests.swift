import Foundation
import LifecycleRules
import Testing

@Suite("Reading property lists without Foundation's parser")
struct PropertyListReaderTests {
    /// The error `SceneManifest.load(plistData:)` gives for `bytes`, or "no error".
    static func loadError(_ bytes: [UInt8]) -> String {
        do {
            _ = try SceneManifest.load(plistData: Data(bytes))
            return "no error"
        } catch {
            return error.description
        }
    }

    static func loadError(_ xml: String) -> String { loadError(Array(xml.utf8)) }

    /// The error `PropertyListReader.read` gives for `bytes`, or "no error".
    static func readError(_ bytes: [UInt8]) -> String {
        do {
            _ = try PropertyListReader.read(bytes)
            return "no error"
        } catch {
            return error.description
        }
    }

    /// A dictionary with one key whose value is object 2 of `builder`, which the caller fills from index 2 on.
    static func underUnreadKey() -> BinaryPlistBuilder {
        var b = BinaryPlistBuilder()
        b.add(BinaryPlistBuilder.dictionary(keys: [1], values: [2]))
        b.add(BinaryPlistBuilder.ascii("Unread"))
        return b
    }

    @Test("a set under a key the manifest never reads loads (a 46-byte input that once crashed the reader)")
    func setUnderUnreadKey() throws {
        var b = Self.underUnreadKey()
        b.add(BinaryPlistBuilder.container(0xC, [3]))
        b.add([0x10, 0x01])
        #expect(b.bytes.count < 64)
        #expect(try SceneManifest.load(plistData: Data(b.bytes)) == nil)
        let value = try PropertyListReader.read(b.bytes)
        #expect(value["Unread"] == PropertyListValue(.set([PropertyListValue(.integer(1))])))
    }

    @Test("a set or UID where the manifest wants an array is a shape error naming the key")
    func setWhereArrayExpected() {
        var b = BinaryPlistBuilder()
        b.add(BinaryPlistBuilder.dictionary(keys: [1], values: [2]))
        b.add(BinaryPlistBuilder.ascii("NSUserActivityTypes"))
        b.add(BinaryPlistBuilder.container(0xC, [3]))
        b.add([0x80, 0x07])
        #expect(Self.loadError(b.bytes) == "Info.plist: NSUserActivityTypes must be an array of strings, found a set")
    }

    @Test("a 163-byte plist whose arrays share children 30 levels deep is rejected after bounded work")
    func sharedChildrenDAG() {
        var b = BinaryPlistBuilder()
        for level in 0..<30 { b.add(BinaryPlistBuilder.container(0xA, [level + 1, level + 1])) }
        b.add([0x10, 0x01])
        #expect(b.bytes.count == 163)
        let limit = PropertyListReader.expansionLimit(forByteCount: 163)
        #expect(Self.readError(b.bytes).hasSuffix("shared containers expand to more than \(limit) values"))
        // The same under a key the manifest never reads.
        var keyed = Self.underUnreadKey()
        for level in 0..<30 { keyed.add(BinaryPlistBuilder.container(0xA, [level + 3, level + 3])) }
        keyed.add([0x10, 0x01])
        #expect(Self.loadError(keyed.bytes).hasPrefix("Info.plist: is a damaged binary property list: object "))
    }

    @Test("a little sharing decodes each object once and expands to the full tree")
    func smallDAG() throws {
        var b = BinaryPlistBuilder()
        b.add(BinaryPlistBuilder.container(0xA, [1, 1]))
        b.add(BinaryPlistBuilder.container(0xA, [2, 2, 2]))
        b.add(BinaryPlistBuilder.ascii("x"))
        let x = PropertyListValue(.string("x"))
        let inner = PropertyListValue(.array([x, x, x]))
        #expect(try PropertyListReader.read(b.bytes) == PropertyListValue(.array([inner, inner])))
    }

    @Test("an object that contains itself is an error, not a hang")
    func cycle() {
        var direct = BinaryPlistBuilder()
        direct.add(BinaryPlistBuilder.container(0xA, [0]))
        #expect(Self.readError(direct.bytes) == "is a damaged binary property list: object 0 contains itself (a reference cycle)")
        var viaDictionary = Self.underUnreadKey()
        viaDictionary.add(BinaryPlistBuilder.container(0xA, [0]))
        #expect(Self.loadError(viaDictionary.bytes)
                == "Info.plist: is a damaged binary property list: object 0 contains itself (a reference cycle)")
    }

    @Test("binary nesting deeper than the limit is an error")
    func deepBinary() {
        var b = BinaryPlistBuilder()
        b.offsetSize = 2
        b.referenceSize = 2
        let depth = PropertyListReader.maximumDepth + 5
        for level in 0..<depth { b.add([0xA1, UInt8((level + 1) >> 8), UInt8((level + 1) & 0xFF)]) }
        b.add([0x09])
        #expect(Self.readError(b.bytes).hasSuffix("objects nest deeper than \(PropertyListReader.maximumDepth) levels"))
    }

    @Test("damaged trailers, offsets, counts and references are errors naming the damage")
    func damagedBinary() throws {
        let good = try Self.binaryFixture()
        #expect(try SceneManifest.load(plistData: Data(good)) != nil)
        let n = good.count
        func patched(_ at: Int, _ bytes: [UInt8]) -> [UInt8] {
            var copy = good
            copy.replaceSubrange(at..<(at + bytes.count), with: bytes)
            return copy
        }
        let prefix = "Info.plist: is a damaged binary property list: "
        #expect(Self.loadError(patched(n - 26, [0])) == prefix + "trailer gives offsets 0 bytes (1 to 8 allowed)")
        #expect(Self.loadError(patched(n - 25, [9])) == prefix + "trailer gives object references 9 bytes (1 to 8 allowed)")
        #expect(Self.loadError(patched(n - 24, [0xFF, 0, 0, 0, 0, 0, 0, 0])).hasPrefix(prefix + "trailer gives "))
        #expect(Self.loadError(patched(n - 16, [0, 0, 0, 0, 0, 0, 0x7F, 0])).hasPrefix(prefix + "top object "))
        #expect(Self.loadError(patched(n - 8, [0, 0, 0, 0, 0, 0, 0xFF, 0xFF])).hasPrefix(prefix + "offset table at byte "))
        #expect(Self.loadError(patched(n - 8, [0, 0, 0, 0, 0, 0, 0, 3])).hasPrefix(prefix + "offset table at byte 3 "))
        #expect(Self.loadError(Array("bplist00".utf8) + [0x08]) == prefix + "is 9 bytes long, too short for a header, an object and a trailer")
        // Every truncation is an error, and so is every offset table entry pointed anywhere.
        for length in 0..<n {
            #expect(Self.loadError(Array(good.prefix(length))) != "no error")
        }
        let table = Int(good[n - 2]) << 8 | Int(good[n - 1])
        let offsetSize = Int(good[n - 26])
        for entry in stride(from: table, to: n - 32, by: offsetSize) {
            for junk: UInt8 in [0x00, 0x07, 0xFF] {
                let result = Self.loadError(patched(entry, Array(repeating: junk, count: offsetSize)))
                #expect(result.hasPrefix("Info.plist"))
            }
        }
        // A reference past the last object, and a count larger than the file.
        var b = BinaryPlistBuilder()
        b.add(BinaryPlistBuilder.container(0xA, [7]))
        #expect(Self.readError(b.bytes) == "is a damaged binary property list: object 0 at byte 8: references object 7 of 1")
        var huge = BinaryPlistBuilder()
        huge.add([0x5F, 0x11, 0x7F, 0xFF] + Array("abc".utf8))
        #expect(Self.readError(huge.bytes) == "is a damaged binary property list: object 0 at byte 8: count 32767 is larger than the file")
        var wide = BinaryPlistBuilder()
        wide.offsetSize = 8
        wide.add([0x09])
        var wideBytes = wide.bytes
        wideBytes.replaceSubrange(9..<17, with: Array(repeating: 0xFF, count: 8))
        #expect(Self.readError(wideBytes)
                == "is a damaged binary property list: object 0 has offset 18446744073709551615, outside the object area (bytes 8 to 8)")
        var marker = BinaryPlistBuilder()
        marker.add([0x75])
        #expect(Self.readError(marker.bytes) == "is a damaged binary property list: object 0 at byte 8: unknown object marker 0x75")
    }

    @Test("other formats and versions are clear errors")
    func otherFormats() {
        #expect(Self.loadError("") == "Info.plist: is empty")
        #expect(Self.loadError("  \n") == "Info.plist: is empty")
        #expect(Self.loadError("{ CFBundleName = X; }")
                == "Info.plist: is an old-style (OpenStep) or JSON property list; only XML and binary property lists are read")
        #expect(Self.loadError(#"{"CFBundleName": "X"}"#)
                == "Info.plist: is an old-style (OpenStep) or JSON property list; only XML and binary property lists are read")
        #expect(Self.loadError("bplist15\u{0}\u{0}")
                == "Info.plist: is a binary property list of an unsupported version ('bplist15'); only bplist00 is read")
        #expect(Self.loadError([0xFF, 0xFE, 0x3C, 0x00]) == "Info.plist: is UTF-16 text; only UTF-8 XML property lists are read")
        #expect(Self.loadError("garbage") == "Info.plist: is not a property list (XML or binary)")
    }

    @Test("every XML syntax error names its line")
    func xmlSyntaxErrors() {
        let cases: [(String, String)] = [
            ("<plist>\n<dict>\n<key>A</key>\n<string>x</key>\n</dict></plist>",
             "Info.plist:4: expected </string> (for the <string> on line 4), found </key>"),
            ("<plist>\n<dict>\n<key>A</key>\n<string>x",
             "Info.plist:4: unexpected end of file inside <string> (opened on line 4)"),
            ("<plist>\n<dict>\n<key>A</key>\n<strin>x</strin></dict></plist>", "Info.plist:4: unknown element <strin>"),
            ("<plist><dict>\n<key>A</key>\n</dict></plist>", "Info.plist:3: key 'A' has no value"),
            ("<plist><dict>\n<key>A</key>\n<key>B</key><true/></dict></plist>", "Info.plist:3: key 'A' has no value"),
            ("<plist><dict>\n\n<string>x</string></dict></plist>", "Info.plist:3: expected <key> in <dict>, found <string>"),
            ("<plist><dict>\n oops <key>A</key><true/></dict></plist>", "Info.plist:2: unexpected text 'oops ' in <dict>"),
            ("<plist><array>\n<key>A</key></array></plist>", "Info.plist:2: <key> outside a <dict>"),
            ("<plist><string>\n&nbsp;</string></plist>", "Info.plist:2: unknown entity &nbsp;"),
            ("<plist><string>\nR&D</string></plist>", "Info.plist:2: '&' does not start an entity (write &amp; for an ampersand)"),
            ("<plist><string>\n&#xD800;</string></plist>", "Info.plist:2: &#xD800; is not a valid character"),
            ("<plist><string>\n<b>x</b></string></plist>", "Info.plist:2: unexpected element <b> inside <string>"),
            ("<plist><string><![CDATA[\nx</string></plist>", "Info.plist:1: unterminated CDATA section"),
            ("<plist>\n<!-- x -- </plist>", "Info.plist:2: unterminated comment"),
            ("<?xml version=\"1.0\"\n<plist/>", "Info.plist:1: unterminated processing instruction"),
            ("<!DOCTYPE plist [\n<!ENTITY a \"b\">]>\n<plist/>", "Info.plist:1: a DOCTYPE with an internal subset is not supported"),
            ("<plist>\n<integer>12a</integer></plist>", "Info.plist:2: <integer> holds '12a', not an integer"),
            ("<plist>\n<integer>99999999999999999999</integer></plist>",
             "Info.plist:2: <integer> 99999999999999999999 is outside the 64-bit range"),
            ("<plist>\n<real>one</real></plist>", "Info.plist:2: <real> holds 'one', not a number"),
            ("<plist>\n<date>yesterday</date></plist>",
             "Info.plist:2: <date> holds 'yesterday', not a date like 2024-01-31T12:00:00Z"),
            ("<plist>\n<data>!!!</data></plist>", "Info.plist:2: <data> holds text that is not base64"),
            ("<plist>\n<true>yes</true></plist>", "Info.plist:2: <true> must be empty"),
            ("<plist/>", "Info.plist:1: <plist/> holds no value"),
            ("<plist>\n</plist>", "Info.plist:2: <plist> holds no value"),
            ("<plist><true/>\n<false/></plist>", "Info.plist:2: <plist> holds more than one value"),
            ("<plist><true/></plist>\n<plist/>", "Info.plist:2: unexpected content after the end of the property list"),
            ("<plist version=1.0>\n<true/></plist>", "Info.plist:1: attribute 'version' of <plist> has an unquoted value"),
            ("<plist><dict>\n<key>A</key>\n<dict>\n</plist>",
             "Info.plist:4: expected </dict> (for the <dict> on line 3), found </plist>"),
        ]
        for (xml, expected) in cases {
            #expect(Self.loadError(xml) == expected, "\(xml)")
        }
        let badUTF8 = Array("<plist>\n<string>".utf8) + [0xC3, 0x28] + Array("</string></plist>".utf8)
        #expect(Self.loadError(badUTF8) == "Info.plist:2: invalid UTF-8 (byte 0xC3)")
        let depth = PropertyListReader.maximumDepth + 2
        let deep = "<plist>" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth) + "</plist>"
        #expect(Self.loadError(deep) == "Info.plist:1: values nest deeper than \(PropertyListReader.maximumDepth) levels")
    }

    @Test("XML errors carry the column as well")
    func xmlColumn() {
        #expect(throws: PropertyListError(line: 2, column: 3, problem: "unknown element <nope>")) {
            _ = try PropertyListReader.read(Array("<plist>\n  <nope/></plist>".utf8))
        }
    }

    @Test("XML text: entities, character references, CDATA, comments, DOCTYPE and a bare root")
    func xmlText() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <!-- a comment -->
            <plist version="1.0"><dict>
              <key>a&amp;b</key><string>&lt;&gt;&quot;&apos;&#65;&#x1F600;<![CDATA[<raw&>]]><!-- c -->!</string>
              <key>empty</key><string/>
              <key>n</key><integer> -0x10 </integer>
              <key>min</key><integer>-9223372036854775808</integer>
              <key>r</key><real>2.5e1</real>
              <key>d</key><date>2001-01-02T00:00:01Z</date>
              <key>bytes</key><data>AAEC
                /w==</data>
              <key>t</key><true></true>
            </dict></plist>
            """
        let value = try PropertyListReader.read(Array(xml.utf8))
        #expect(value["a&b"]?.stringValue == "<>\"'A\u{1F600}<raw&>!")
        #expect(value["empty"]?.stringValue == "")
        #expect(value["n"] == PropertyListValue(.integer(-16)))
        #expect(value["min"] == PropertyListValue(.integer(Int64.min)))
        #expect(value["r"] == PropertyListValue(.real(25)))
        #expect(value["d"] == PropertyListValue(.date(86_401)))
        #expect(value["bytes"] == PropertyListValue(.data([0, 1, 2, 255])))
        #expect(value["t"]?.booleanValue == true)
        #expect(value.dictionaryEntries?.map(\.key) == ["a&b", "empty", "n", "min", "r", "d", "bytes", "t"])
        #expect(value["t"]?.line == 13)
        #expect(try PropertyListReader.read(Array("<dict><key>k</key><false/></dict>".utf8))["k"]?.booleanValue == false)
    }

    @Test("shape errors in XML name the line as well as the key path")
    func shapeErrorLines() {
        let xml = """
            <?xml version="1.0"?>
            <plist version="1.0"><dict>
              <key>UIApplicationSceneManifest</key>
              <dict>
                <key>UISceneConfigurations</key>
                <array/>
              </dict>
            </dict></plist>
            """
        #expect(Self.loadError(xml)
                == "Info.plist:6: UIApplicationSceneManifest.UISceneConfigurations must be a dictionary, found an array")
    }

    @Test("a repeated key counts once with its last value, as Foundation reads it")
    func repeatedKeys() throws {
        let xml = """
            <plist><dict><key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
              <key>B</key><array><dict><key>UISceneConfigurationName</key><string>first</string></dict></array>
              <key>A</key><array/>
              <key>B</key><array><dict><key>UISceneConfigurationName</key><string>last</string></dict></array>
            </dict></dict></dict></plist>
            """
        let manifest = try #require(try SceneManifest.load(plistData: Data(xml.utf8)))
        #expect(manifest.roles.map(\.rawValue) == ["A", "B"])
        #expect(manifest.configurations(for: SceneSessionRole(rawValue: "B")).map(\.name) == ["last"])
        let a = PropertyListValue(.dictionary([.init(key: "k", value: PropertyListValue(.integer(1))),
                                               .init(key: "k", value: PropertyListValue(.integer(2)))]))
        let b = PropertyListValue(.dictionary([.init(key: "k", value: PropertyListValue(.integer(2)))]))
        #expect(a == b && a.hashValue == b.hashValue && a["k"] == PropertyListValue(.integer(2)))
    }

    @Test("the binary form Foundation writes reads equal to the XML it came from")
    func roundTrip() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
              <key>s</key><string>Caf\u{E9} \u{2713} \u{1F600}</string>
              <key>ascii</key><string>plain</string>
              <key>i</key><array><integer>0</integer><integer>-1</integer><integer>300</integer><integer>70000</integer>
                <integer>9223372036854775807</integer><integer>-9223372036854775808</integer></array>
              <key>r</key><real>0.1</real>
              <key>b</key><array><true/><false/></array>
              <key>d</key><date>2024-02-29T23:59:59Z</date>
              <key>old</key><date>1900-01-01T00:00:00Z</date>
              <key>data</key><data>SGVsbG8sIHdvcmxkIQ==</data>
              <key>nested</key><dict><key>empty</key><dict/><key>list</key><array/></dict>
              <key>long</key><string>\(String(repeating: "0123456789", count: 30))</string>
            </dict></plist>
            """
        for text in [xml, SceneManifestTests.xml] {
            let fromXML = try PropertyListReader.read(Array(text.utf8))
            let object = try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
            let binary = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
            let fromBinary = try PropertyListReader.read(Array(binary))
            #expect(fromBinary == fromXML)
            #expect(fromBinary.line == nil && fromXML.line == 2)
        }
    }

    @Test("thousands of mutated binary and XML Info.plists each load or throw ManifestError")
    func mutants() throws {
        var random = MutationRandom(seed: 13)
        var loaded = 0
        var rejected = 0
        for original in [try Self.binaryFixture(), Array(SceneManifestTests.xml.utf8)] {
            for _ in 0..<2_000 {
                var bytes = original
                for _ in 0...random.below(4) {
                    guard !bytes.isEmpty else { break }
                    let at = random.below(bytes.count)
                    switch random.below(5) {
                    case 0: bytes[at] = UInt8(truncatingIfNeeded: random.next())
                    case 1: bytes[at] ^= 1 << UInt8(random.below(8))
                    case 2: bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: at)
                    case 3: bytes.remove(at: at)
                    default: bytes[at] = [0x00, 0x0F, 0x7F, 0x80, 0xFF, 0x3C, 0x3E][random.below(7)]
                    }
                }
                do {
                    _ = try SceneManifest.load(plistData: Data(bytes))
                    loaded += 1
                } catch {
                    #expect(error.description.hasPrefix("Info.plist"))
                    rejected += 1
                }
            }
        }
        #expect(loaded + rejected == 4_000)
        #expect(loaded > 0 && rejected > 0)
    }

    @Test("a file that cannot be read says why")
    func unreadableFiles() throws {
        #expect(throws: ManifestError(source: "/nonexistent/Nope.plist", keyPath: "", problem: "cannot be read: no such file")) {
            _ = try SceneManifest.load(contentsOf: URL(fileURLWithPath: "/nonexistent/Nope.plist"))
        }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("plist-reader-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: ManifestError(source: directory.path, keyPath: "",
                                      problem: "cannot be read: it is a directory")) {
            _ = try SceneManifest.load(contentsOf: directory)
        }
        let big = directory.appendingPathComponent("Big.plist")
        #expect(FileManager.default.createFile(atPath: big.path, contents: Data("<plist>".utf8)))
        #expect(truncate(big.path, off_t(1 << 20) + 1) == 0)
        #expect(throws: ManifestError(source: big.path, keyPath: "", problem: "cannot be read: it is larger than 1 MiB")) {
            _ = try SceneManifest.load(contentsOf: big)
        }
        let inside = big.appendingPathComponent("Info.plist")
        #expect(throws: ManifestError(source: inside.path, keyPath: "",
                                      problem: "cannot be read: a part of the path is not a directory")) {
            _ = try SceneManifest.load(contentsOf: inside)
        }
        let good = directory.appendingPathComponent("Info.plist")
        #expect(FileManager.default.createFile(atPath: good.path, contents: Data(SceneManifestTests.xml.utf8)))
        #expect(try SceneManifest.load(contentsOf: good) == SceneManifest.load(plistData: Data(SceneManifestTests.xml.utf8)))
    }

    /// The binary form of `SceneManifestTests.xml`, as Foundation writes it.
    static func binaryFixture() throws -> [UInt8] {
        let object = try PropertyListSerialization.propertyList(from: Data(SceneManifestTests.xml.utf8), options: [], format: nil)
        return Array(try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0))
    }
}

/// SplitMix64, for the fixed-seed mutation test (spelled out so the mutants never change).
struct MutationRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
