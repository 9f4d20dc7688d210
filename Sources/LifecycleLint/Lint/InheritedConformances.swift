/// Which classes in a set of Swift sources inherit a UIKit delegate conformance from a superclass declared there.
///
/// A class *declares* a delegate protocol when its inheritance clause or an
/// extension of it lists `UIApplicationDelegate`, `UISceneDelegate` or
/// `UIWindowSceneDelegate` (which implies `UISceneDelegate`), directly or
/// through a protocol declared in the sources that refines one. A class
/// *inherits* a protocol when it does not declare it and a class up its
/// superclass chain does: the conformance, and the choice of each
/// requirement's witness, belong to that superclass. The superclass is the
/// first entry of a class's inheritance clause when that names a class
/// declared in the sources; a superclass that is not declared there is
/// unknown, and nothing is inherited through it.
///
/// Types are keyed by simple name (a class nested in another type is known by
/// its own name). A name declared by more than one type declaration is
/// ambiguous and treated as unknown, so two nested types of one name give no
/// finding rather than a wrong one.
///
/// - Complexity: O(n) in the number of declarations; superclass cycles (hostile input) end the walk.
package struct InheritedConformances {
    /// The delegate protocols and the protocols each implies.
    package static let delegateProtocols: [String: [String]] = [
        "UIApplicationDelegate": ["UIApplicationDelegate"],
        "UISceneDelegate": ["UISceneDelegate"],
        "UIWindowSceneDelegate": ["UIWindowSceneDelegate", "UISceneDelegate"],
    ]

    /// Each unambiguous class's inheritance entries, by name.
    private var classes: [String: [String]] = [:]
    /// Each unambiguous protocol's inheritance entries, by name.
    private var protocols: [String: [String]] = [:]
    /// The entries of every extension, by extended name.
    private var extensions: [String: [String]] = [:]
    /// Per class: each delegate protocol it conforms to and the class that declares it (itself or an ancestor).
    private var conformances: [String: [String: String]] = [:]

    package init(_ outlines: [SwiftSourceOutline]) {
        var declarations: [String: Int] = [:]
        for type in outlines.lazy.flatMap(\.types) {
            switch type.kind {
            case .extension:
                extensions[type.name, default: []] += type.inherited
            case .class:
                declarations[type.name, default: 0] += 1
                classes[type.name] = type.inherited
            case .protocol:
                declarations[type.name, default: 0] += 1
                protocols[type.name] = type.inherited
            case .struct, .enum, .actor:
                declarations[type.name, default: 0] += 1
            }
        }
        for (name, count) in declarations where count > 1 {
            classes[name] = nil
            protocols[name] = nil
        }
        var expanded: [String: Set<String>] = [:]
        for name in classes.keys.sorted() { resolve(name, &expanded) }
    }

    /// Whether `name` is an unambiguous class declared in the sources.
    package func isClass(_ name: String) -> Bool { classes[name] != nil }

    /// The delegate protocols `name` inherits and does not declare, each with the superclass that declares it.
    ///
    /// - Returns: protocol name → superclass name; empty for a class that inherits none, or an unknown name.
    package func inherited(by name: String) -> [String: String] {
        (conformances[name] ?? [:]).filter { $0.value != name }
    }

    /// The class's superclass, when the first entry of its clause is a class declared in the sources.
    private func superclass(of name: String) -> String? {
        guard let first = classes[name]?.first, classes[first] != nil, first != name else { return nil }
        return first
    }

    /// The delegate protocols `name` declares, in its clause or its extensions.
    private func declared(by name: String, _ expanded: inout [String: Set<String>]) -> Set<String> {
        var result: Set<String> = []
        for entry in (classes[name] ?? []) + (extensions[name] ?? []) {
            result.formUnion(delegateProtocols(implied: entry, &expanded))
        }
        return result
    }

    /// The delegate protocols an inheritance entry implies: itself if it is one, or those a scanned protocol refines.
    private func delegateProtocols(implied entry: String, _ expanded: inout [String: Set<String>]) -> Set<String> {
        if let direct = Self.delegateProtocols[entry] { return Set(direct) }
        guard protocols[entry] != nil else { return [] }
        if let known = expanded[entry] { return known }
        // A worklist over the refined protocols, so a long or cyclic chain neither recurses deep nor loops.
        var seen: Set<String> = [entry]
        var pending = [entry]
        var result: Set<String> = []
        while let next = pending.popLast() {
            for parent in protocols[next] ?? [] {
                if let direct = Self.delegateProtocols[parent] {
                    result.formUnion(direct)
                } else if let known = expanded[parent] {
                    result.formUnion(known)
                } else if protocols[parent] != nil, seen.insert(parent).inserted {
                    pending.append(parent)
                }
            }
        }
        expanded[entry] = result
        return result
    }

    /// Fills ``conformances`` for `name` and its ancestors, walking up once and filling back down.
    private mutating func resolve(_ name: String, _ expanded: inout [String: Set<String>]) {
        guard conformances[name] == nil else { return }
        var chain: [String] = []
        var onChain: Set<String> = []
        var next: String? = name
        while let current = next, conformances[current] == nil, onChain.insert(current).inserted {
            chain.append(current)
            next = superclass(of: current)
        }
        // `next` is a resolved ancestor, a class already on the chain (a cycle: nothing from it), or none.
        var above = next.flatMap { onChain.contains($0) ? nil : conformances[$0] } ?? [:]
        for current in chain.reversed() {
            var own: [String: String] = [:]
            for p in declared(by: current, &expanded) { own[p] = current }
            above = own.merging(above) { mine, _ in mine }
            conformances[current] = above
        }
    }
}
