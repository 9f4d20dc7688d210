import Foundation
@testable import LifecycleRules
import Testing

/// `DelegateSignatureLint` on subclasses that inherit a delegate conformance: a method with UIKit's exact signature,
/// not `override`, is never called (the superclass's witness is the default) and is reported.
@Suite("DelegateSignatureLint finds exact UIKit methods of subclasses that inherit the conformance and are never called")
struct InheritedConformanceLintTests {
    static func findings(_ source: String) -> [DelegateSignatureFinding] {
        DelegateSignatureLint.findings(inSource: source, fileName: "SceneDelegate.swift")
    }

    static let base = """
        class BaseSceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                window = UIWindow(windowScene: scene as! UIWindowScene)
            }
        }

        """

    static let editor = """
        final class EditorSceneDelegate: BaseSceneDelegate {
            func sceneDidEnterBackground(_ scene: UIScene) { save() }
        }

        """

    static func message(_ file: String, _ line: Int, _ declaration: String, protocolName: String = "UISceneDelegate",
                        superclass: String = "BaseSceneDelegate") -> String
    {
        "\(file):\(line): error: '\(declaration)' is a \(protocolName) method UIKit would call, but here the conformance "
            + "is \(superclass)'s, whose witness is the default, so it is never called; implement it in \(superclass) "
            + "(an empty body will do) and mark this one 'override'"
    }

    @Test("the subclass's sceneDidEnterBackground is found in one source, with the exact message")
    func singleSource() throws {
        let found = Self.findings(Self.base + Self.editor)
        try #require(found.count == 1)
        #expect(found[0].difference == .inheritedConformance(superclass: "BaseSceneDelegate"))
        #expect(found[0].protocolName == "UISceneDelegate")
        #expect(found[0].uikitDeclaration == "func sceneDidEnterBackground(_ scene: UIScene)")
        #expect(found[0].description == Self.message("SceneDelegate.swift", 8, "func sceneDidEnterBackground(_ scene: UIScene)"))
    }

    @Test("split over two files, the finding is the same whichever file is given first")
    func twoFiles() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("inherited-lint-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let base = directory.appendingPathComponent("BaseSceneDelegate.swift").path
        let editor = directory.appendingPathComponent("EditorSceneDelegate.swift").path
        try Self.base.write(toFile: base, atomically: true, encoding: .utf8)
        try Self.editor.write(toFile: editor, atomically: true, encoding: .utf8)
        let expected = [Self.message(editor, 2, "func sceneDidEnterBackground(_ scene: UIScene)")]
        #expect(try DelegateSignatureLint.findings(inFiles: [base, editor]).map(\.description) == expected)
        #expect(try DelegateSignatureLint.findings(inFiles: [editor, base]).map(\.description) == expected)
        #expect(try DelegateSignatureLint.findings(inFiles: [editor]) == [], "an unknown superclass says nothing")
        var errors: [DelegateSignatureLintError] = []
        let missing = directory.appendingPathComponent("Missing.swift").path
        let skipping = DelegateSignatureLint.findings(inFiles: [editor, missing, base]) { errors.append($0) }
        #expect(skipping.map(\.description) == expected)
        #expect(errors == [DelegateSignatureLintError(path: missing, reason: "no such file")])
    }

    @Test("a method declared in an extension of the subclass is found")
    func extensionOfSubclass() {
        let source = Self.base + """
            final class EditorSceneDelegate: BaseSceneDelegate {}
            extension EditorSceneDelegate {
                func sceneWillResignActive(_ scene: UIScene) { pause() }
            }
            """
        #expect(Self.findings(source).map(\.description)
                    == [Self.message("SceneDelegate.swift", 9, "func sceneWillResignActive(_ scene: UIScene)")])
    }

    @Test("a three-level chain Base → Middle → Leaf is found, naming the class that declares the conformance")
    func threeLevels() {
        let source = Self.base + """
            class MiddleSceneDelegate: BaseSceneDelegate {}
            final class LeafSceneDelegate: MiddleSceneDelegate {
                func sceneDidBecomeActive(_ scene: UIScene) {}
            }
            """
        #expect(Self.findings(source).map(\.description)
                    == [Self.message("SceneDelegate.swift", 9, "func sceneDidBecomeActive(_ scene: UIScene)")])
        // Given leaf first, middle next, base last: the same.
        let reversed = """
            final class LeafSceneDelegate: MiddleSceneDelegate {
                func sceneDidBecomeActive(_ scene: UIScene) {}
            }
            class MiddleSceneDelegate: BaseSceneDelegate {}
            """ + "\n" + Self.base
        #expect(Self.findings(reversed).map(\.line) == [2])
    }

    @Test("generic classes, final, attributes, a nested class, a refining protocol and an app delegate are found",
          arguments: [
              ("""
               class Base<Model>: UIResponder, UISceneDelegate {}
               final class Editor: Base<Document> { func sceneDidDisconnect(_ scene: UIScene) {} }
               """, "UISceneDelegate", "Base"),
              ("""
               @MainActor class Base: UIResponder, @MainActor LifecycleUIKit.UIWindowSceneDelegate {}
               @MainActor
               final class Editor: Base {
                   @MainActor public func sceneDidDisconnect(_ scene: UIScene) {}
               }
               """, "UISceneDelegate", "Base"),
              ("""
               enum Scenes {
                   class Base: UIResponder, UIWindowSceneDelegate {}
                   final class Editor: Scenes.Base {
                       func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                                        completionHandler: @escaping (Bool) -> Void) {}
                   }
               }
               """, "UIWindowSceneDelegate", "Base"),
              ("""
               protocol AppSceneDelegate: UIWindowSceneDelegate {}
               class Base: UIResponder, AppSceneDelegate {}
               class Editor: Base { func sceneDidDisconnect(_ scene: UIScene) {} }
               """, "UISceneDelegate", "Base"),
              ("""
               class Base: UIResponder {}
               extension Base: UIApplicationDelegate {}
               class AppDelegate: Base {
                   func applicationWillTerminate(_ application: UIApplication) {}
               }
               """, "UIApplicationDelegate", "Base"),
          ])
    func shapes(source: String, protocolName: String, superclass: String) {
        let found = Self.findings(source)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.protocolName == protocolName)
        #expect(found.first?.difference == .inheritedConformance(superclass: superclass))
    }

    @Test("nothing for own conformances, override, unknown superclasses, comments, local functions, other protocols",
          arguments: [
              // The class declares the conformance itself: its methods are the witnesses.
              "class SceneDelegate: UIResponder, UIWindowSceneDelegate { func sceneDidEnterBackground(_ scene: UIScene) {} }",
              InheritedConformanceLintTests.base + "final class Editor: BaseSceneDelegate, UISceneDelegate { func sceneDidEnterBackground(_ scene: UIScene) {} }",
              InheritedConformanceLintTests.base + "final class Editor: BaseSceneDelegate {}\nextension Editor: UIWindowSceneDelegate {\n"
                  + "    func sceneDidEnterBackground(_ scene: UIScene) {}\n}",
              // Marked override: the superclass implements it, and this one is called.
              """
              class Base: UIResponder, UIWindowSceneDelegate { func sceneDidEnterBackground(_ scene: UIScene) {} }
              final class Editor: Base { override func sceneDidEnterBackground(_ scene: UIScene) { save() } }
              """,
              // The superclass is not in the sources: unknown.
              "final class Editor: BaseSceneDelegate { func sceneDidEnterBackground(_ scene: UIScene) {} }",
              "final class Editor: UIResponder { func sceneDidEnterBackground(_ scene: UIScene) {} }",
              // In comments and strings.
              InheritedConformanceLintTests.base + "// final class Editor: BaseSceneDelegate { func sceneDidEnterBackground(_ scene: UIScene) {} }\n"
                  + "/* final class Editor: BaseSceneDelegate { func sceneDidEnterBackground(_ scene: UIScene) {} } */\n"
                  + "let s = \"final class Editor: BaseSceneDelegate { func sceneDidEnterBackground(_ scene: UIScene) {} }\"",
              // A local function, a closure, a nested type: no method of the subclass.
              InheritedConformanceLintTests.base + """
                  final class Editor: BaseSceneDelegate {
                      func save() { func sceneDidEnterBackground(_ scene: UIScene) {} }
                      let later = { func sceneWillResignActive(_ scene: UIScene) {} }
                      struct Helper { func sceneDidBecomeActive(_ scene: UIScene) {} }
                  }
                  """,
              // A method of a protocol the class does not inherit.
              InheritedConformanceLintTests.base + "final class Editor: BaseSceneDelegate { func applicationWillTerminate(_ application: UIApplication) {} }",
              """
              class Base: UIResponder, UISceneDelegate {}
              final class Editor: Base {
                  func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                                   completionHandler: @escaping (Bool) -> Void) {}
              }
              """,
              // The superclass is known and conforms to nothing; a struct's methods; a superclass cycle.
              "class Base: UIResponder {}\nfinal class Editor: Base { func sceneDidEnterBackground(_ scene: UIScene) {} }",
              InheritedConformanceLintTests.base + "struct Editor: BaseSceneDelegate { func sceneDidEnterBackground(_ scene: UIScene) {} }",
              "class A: B { func sceneDidEnterBackground(_ scene: UIScene) {} }\nclass B: A {}\n"
                  + "class C: C, UISceneDelegate {}\nclass D: C { override func sceneDidBecomeActive(_ scene: UIScene) {} }",
              // Two types of one simple name (nested in different types): ambiguous, so unknown.
              """
              enum One { class Base: UIResponder, UIWindowSceneDelegate {} }
              enum Two { class Base: UIResponder {} }
              final class Editor: One.Base { func sceneDidEnterBackground(_ scene: UIScene) {} }
              """,
          ])
    func silent(source: String) {
        #expect(Self.findings(source) == [])
    }

    @Test("a static or class method, or a near miss, in such a subclass is one near-miss finding, not two")
    func nearMissesStayNearMisses() {
        let typeMethod = Self.findings(Self.base + "final class E: BaseSceneDelegate { class func sceneDidEnterBackground(_ scene: UIScene) {} }")
        #expect(typeMethod.map(\.difference) == [.typeMethod])
        let nearMiss = Self.findings(Self.base + "final class E: BaseSceneDelegate { func sceneDidEnterBackground(_ scene: UIWindowScene) {} }")
        #expect(nearMiss.map(\.difference)
                    == [.type(parameter: 1, label: "_", expected: "UIScene", found: "UIWindowScene")])
    }

    @Test("a 10,000-class chain, superclass cycles and hostile class headers are read without trapping")
    func hostile() {
        var chain = "class C0: UIResponder, UISceneDelegate {}\n"
        for i in 1..<10_000 { chain += "class C\(i): C\(i - 1) { func sceneDidBecomeActive(_ scene: UIScene) {} }\n" }
        let found = Self.findings(chain)
        #expect(found.count == 9_999)
        #expect(found.allSatisfy { $0.difference == .inheritedConformance(superclass: "C0") })
        let m = 1 << 16
        let inputs = [
            String(repeating: "class A: B { func sceneDidBecomeActive(_ scene: UIScene) {} }\nclass B: A {}\n", count: m / 64),
            String(repeating: "class ", count: m / 6),
            String(repeating: "extension A.", count: m / 12),
            String(repeating: "class A<", count: m / 8),
            String(repeating: "class A: ", count: m / 9),
            String(repeating: "protocol P: P, UISceneDelegate {", count: m / 32),
            String(repeating: "class A: B {", count: m / 12) + "func sceneDidBecomeActive(_ scene: UIScene) {}",
        ]
        for input in inputs {
            #expect(Self.findings(input) == [], "\(input.prefix(24))")
        }
    }

    @Test("the repository's own Swift files, together and one by one, give no finding but the runtime test's planted one")
    func repositoryIsClean() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var paths: [String] = []
        for folder in ["Sources", "Tests"] {
            let enumerator = try #require(FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path))
            while let relative = enumerator.nextObject() as? String {
                if relative.hasSuffix(".swift") { paths.append(root.appendingPathComponent(folder).appendingPathComponent(relative).path) }
            }
        }
        paths.sort()
        #expect(paths.count > 100, "\(paths.count) Swift files")
        let planted = paths.filter { $0.hasSuffix("/InheritedConformanceRuntimeTests.swift") }
        try #require(planted.count == 1)
        let together = try DelegateSignatureLint.findings(inFiles: paths)
        #expect(together.map(\.file) == planted, "\(together.map(\.description).joined(separator: "\n"))")
        // One by one, a simple name declared in several files is no longer ambiguous. Only a file that names a
        // delegate protocol can hold a class that conforms and its subclass (this keeps the test's time down).
        var alone: [DelegateSignatureFinding] = []
        for path in paths {
            let source = try String(contentsOfFile: path, encoding: .utf8)
            guard ["UIApplicationDelegate", "UISceneDelegate", "UIWindowSceneDelegate"].contains(where: source.contains)
            else { continue }
            alone += DelegateSignatureLint.findings(inSource: source, fileName: path)
        }
        #expect(alone.map(\.file) == planted, "\(alone.map(\.description).joined(separator: "\n"))")
    }
}
