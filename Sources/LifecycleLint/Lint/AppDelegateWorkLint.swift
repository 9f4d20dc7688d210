import LifecycleTrace

/// Finds work left in app-delegate methods that UIKit stops calling in an app that uses scenes (rule M2), in Swift
/// source.
///
/// Once an app has a scene manifest, UIKit no longer calls `applicationDidBecomeActive(_:)`,
/// `applicationWillResignActive(_:)`, `applicationDidEnterBackground(_:)` or
/// `applicationWillEnterForeground(_:)`: each scene's delegate gets `sceneDidBecomeActive(_:)` and the rest
/// instead. Nor does it call `application(_:open:options:)`, `application(_:continue:restorationHandler:)`,
/// `application(_:willContinueUserActivityWithType:)`, `application(_:didFailToContinueUserActivityWithType:error:)`
/// or `application(_:performActionFor:completionHandler:)`: URLs, activities and quick actions go to the scene
/// delegate, and at a scene's connection arrive in its connection options (``sceneCounterparts``, as TN3187 pairs
/// them). Work left in those methods after a migration compiles and never runs. This lint reads source text (no
/// compiler) and reports each declared with UIKit's exact signature (as ``DelegateSignatureLint`` compares them)
/// whose body holds code; an empty body `{}` or one holding only comments is not reported.
///
/// Whether the app uses scenes is the `usesScenes` parameter or, when it is `nil`, inferred from the files
/// together: the app uses scenes when any of them declares a type conforming to `UISceneDelegate` or
/// `UIWindowSceneDelegate` (in the declaration or an extension) or declares
/// `application(_:configurationForConnecting:options:)`, and none marks a declaration
/// `@available(iOS 13…)`: such a mark is what an app that back-deploys to iOS 12 needs on its scene delegate,
/// and on iOS 12 UIKit does call the four callbacks, so their work is not lost (`backDeploys(inFiles:)`).
///
/// Guarantees (those of ``DelegateSignatureLint``): comments and string literals are not read as code; any
/// bytes are accepted (invalid UTF-8, unbalanced braces): the lint never traps, and its time is linear in the
/// sources' length. A body whose braces do not match is not reported. Findings come file by file in the order
/// given, lines in source order; the same input gives the same findings.
///
/// Each finding is an M2 `Finding` (a warning) at the method's line, its place's symbol the method as UIKit
/// names it; it prints as one compiler-style line:
/// `File.swift:12: warning: 'func applicationDidBecomeActive(_ application: UIApplication)' has work in it, but
/// UIKit does not call it in an app that uses scenes: move the work to sceneDidBecomeActive(_:) [M2]`.
public enum AppDelegateWorkLint {
    /// The app-delegate methods UIKit stops calling once the app has scenes, and where their work goes instead, as
    /// TN3187 pairs them: the four UI-state callbacks, and the deliveries, whose content at a scene's connection
    /// comes in its connection options instead of through any delegate method.
    public static let sceneCounterparts: [(appDelegateMethod: String, sceneMethod: String)] = [
        ("applicationDidBecomeActive(_:)", "sceneDidBecomeActive(_:)"),
        ("applicationWillResignActive(_:)", "sceneWillResignActive(_:)"),
        ("applicationDidEnterBackground(_:)", "sceneDidEnterBackground(_:)"),
        ("applicationWillEnterForeground(_:)", "sceneWillEnterForeground(_:)"),
        ("application(_:open:options:)",
         "scene(_:openURLContexts:), and for a URL that connects a scene to connectionOptions.urlContexts in "
            + "scene(_:willConnectTo:options:)"),
        ("application(_:continue:restorationHandler:)",
         "scene(_:continue:), and for an activity that connects a scene to connectionOptions.userActivities in "
            + "scene(_:willConnectTo:options:)"),
        ("application(_:willContinueUserActivityWithType:)", "scene(_:willContinueUserActivityWithType:)"),
        ("application(_:didFailToContinueUserActivityWithType:error:)",
         "scene(_:didFailToContinueUserActivityWithType:error:)"),
        ("application(_:performActionFor:completionHandler:)",
         "windowScene(_:performActionFor:completionHandler:), and for a quick action that connects a scene to "
            + "connectionOptions.shortcutItem in scene(_:willConnectTo:options:)"),
    ]

    /// The first line of a test failure listing `count` findings: `1 app-delegate callback has work in it that
    /// UIKit never runs in an app that uses scenes (M2):`, or `2 app-delegate callbacks have work in them …`.
    public static func headline(count: Int) -> String {
        (count == 1 ? "1 app-delegate callback has work in it" : "\(count) app-delegate callbacks have work in them")
            + " that UIKit never runs in an app that uses scenes (M2):"
    }

    /// The protocols whose adoption says the app uses scenes.
    package static let sceneDelegateProtocols: Set<String> = ["UISceneDelegate", "UIWindowSceneDelegate"]

    /// Tokens a type declaration's name and inheritance clause may span before its `{`.
    package static let maximumInheritanceTokens = 256

    /// The findings in source texts, file by file in the order given.
    ///
    /// - Parameters:
    ///   - sources: each file's name (what findings call it) and Swift source.
    ///   - usesScenes: whether the app uses scenes; `nil` infers it from the sources together.
    public static func findings(inSources sources: [(fileName: String, source: String)], usesScenes: Bool? = nil)
        -> [Finding]
    {
        findings(inBytes: sources.map { ($0.fileName, Array($0.source.utf8)) }, usesScenes: usesScenes)
    }

    /// The findings in Swift source files, file by file in the order given.
    ///
    /// Each file is read whole (at most ``DelegateSignatureLint/maximumFileSize`` bytes) as bytes; findings name
    /// the file by the path as given.
    /// - Parameter usesScenes: whether the app uses scenes; `nil` infers it from the files together.
    /// - Throws: ``DelegateSignatureLintError`` for the first file that cannot be read (missing, a directory,
    ///   unreadable, too large), naming its path and why; nothing is reported then.
    public static func findings(inFiles paths: [String], usesScenes: Bool? = nil)
        throws(DelegateSignatureLintError) -> [Finding]
    {
        var files: [(String, [UInt8])] = []
        for path in paths {
            switch PropertyListFile.read(path: path, maximumSize: DelegateSignatureLint.maximumFileSize) {
            case .success(let bytes): files.append((path, bytes))
            case .failure(let failed): throw DelegateSignatureLintError(path: path, reason: failed.reason)
            }
        }
        return findings(inBytes: files, usesScenes: usesScenes)
    }

    package static func findings(inBytes files: [(name: String, bytes: [UInt8])], usesScenes: Bool?) -> [Finding] {
        let scans = files.map { scan($0.bytes, fileName: $0.name) }
        guard usesScenes ?? (scans.contains(where: \.declaresScenes) && !scans.contains(where: \.backDeploys)) else {
            return []
        }
        return scans.flatMap(\.candidates)
    }

    /// Whether any of the files marks a declaration `@available(iOS 13…)`, as an app that back-deploys to
    /// iOS 12 must mark its scene delegate: such an app runs the app-delegate callbacks on iOS 12.
    ///
    /// - Throws: ``DelegateSignatureLintError`` for the first file that cannot be read.
    public static func backDeploys(inFiles paths: [String]) throws(DelegateSignatureLintError) -> Bool {
        for path in paths {
            switch PropertyListFile.read(path: path, maximumSize: DelegateSignatureLint.maximumFileSize) {
            case .success(let bytes): if marksIOS13(SwiftToken.tokens(of: SwiftSourceText(bytes).code)) { return true }
            case .failure(let failed): throw DelegateSignatureLintError(path: path, reason: failed.reason)
            }
        }
        return false
    }

    /// What one file says: the callbacks with work in them, whether it shows the app uses scenes, and
    /// whether it shows the app back-deploys to iOS 12.
    package struct Scan {
        package var candidates: [Finding] = []
        package var declaresScenes = false
        package var backDeploys = false
    }

    /// Whether the tokens hold `@available ( iOS 13…` (or `iOS, introduced: 13…`).
    package static func marksIOS13(_ tokens: [SwiftToken]) -> Bool {
        var k = 0
        while k + 3 < tokens.count {
            defer { k += 1 }
            guard tokens[k].kind == .attribute, tokens[k].text == "@available", tokens[k + 1].isPunctuation("("),
                  tokens[k + 2].isWord("iOS") else { continue }
            for t in tokens[(k + 3)..<min(tokens.count, k + 8)] where t.text.hasPrefix("13") { return true }
        }
        return false
    }

    /// Reads one file.
    package static func scan(_ bytes: [UInt8], fileName: String) -> Scan {
        var result = Scan()
        for declaration in FunctionDeclaration.all(in: bytes) {
            let signature = declaration.signature
            if signature.selector == "application(_:configurationForConnecting:options:)" && !signature.isTypeMethod {
                result.declaresScenes = true
            }
            guard let counterpart = sceneCounterparts.first(where: { $0.appDelegateMethod == signature.selector }),
                  UIKitDelegateCatalogue.methodsByName[signature.name]?.contains(where: { $0.signature == signature }) == true,
                  let body = declaration.bodyTokenCount, body > 0
            else { continue }
            result.candidates.append(Finding(
                rule: MigrationRule.appDelegateCallbacksUnused.rule,
                place: .sourceLine(file: fileName, line: declaration.line, symbol: counterpart.appDelegateMethod),
                severity: .warning,
                message: "\(EscapedText.quoted(declaration.text)) has work in it, but UIKit does not call it in an app "
                    + "that uses scenes",
                expected: "move the work to \(counterpart.sceneMethod)"))
        }
        if !result.declaresScenes { result.declaresScenes = adoptsSceneDelegate(bytes) }
        result.backDeploys = marksIOS13(SwiftToken.tokens(of: SwiftSourceText(bytes).code))
        return result
    }

    /// Whether a `class`, `struct`, `enum`, `actor` or `extension` declaration in `bytes` lists `UISceneDelegate` or
    /// `UIWindowSceneDelegate` (qualified or not) in its inheritance clause.
    ///
    /// - Complexity: O(n): each declaration reads at most ``maximumInheritanceTokens`` tokens.
    package static func adoptsSceneDelegate(_ bytes: [UInt8]) -> Bool {
        let tokens = SwiftToken.tokens(of: SwiftSourceText(bytes).code)
        let introducers: Set<String> = ["class", "struct", "enum", "actor", "extension"]
        // `class func`, `class var`: a modifier, not a type.
        let notTypeNames: Set<String> = ["func", "var", "let", "subscript", "init", "deinit", "typealias", "protocol"]
        var k = 0
        while k + 1 < tokens.count {
            defer { k += 1 }
            guard tokens[k].kind == .word, introducers.contains(tokens[k].text), tokens[k + 1].kind == .word,
                  !notTypeNames.contains(tokens[k + 1].text), k == 0 || !tokens[k - 1].isPunctuation(".")
            else { continue }
            var j = k + 2
            var inClause = false
            let limit = min(tokens.count, k + 2 + maximumInheritanceTokens)
            while j < limit {
                let t = tokens[j]
                if t.isPunctuation("{") || t.isPunctuation("}") || t.isPunctuation(";") || t.isWord("where") { break }
                if t.isPunctuation(":") { inClause = true }
                if inClause, t.kind == .word, sceneDelegateProtocols.contains(t.text) { return true }
                j += 1
            }
        }
        return false
    }
}
