/// One Swift source file's declarations: its types and extensions, its functions, and which type each method is in.
///
/// Read once from the source's tokens. A function is a method of the type
/// whose body directly encloses it; a function inside another function's
/// body, a closure or an accessor is no method (its owner is `nil`), and so
/// is one at the top level.
package struct SwiftSourceOutline {
    /// The type and extension declarations, in source order.
    package var types: [TypeDeclaration]
    /// The readable `func` declarations, in source order.
    package var functions: [FunctionDeclaration]
    /// For each of ``functions``, the index in ``types`` of the declaration whose body directly encloses it.
    package var owners: [Int?]

    /// - Complexity: O(n) in the source's bytes.
    package init(_ source: [UInt8]) {
        let text = SwiftSourceText(source)
        let tokens = SwiftToken.tokens(of: text.code)
        let match = SwiftToken.matchingBrackets(tokens)
        types = TypeDeclaration.all(tokens, match)
        functions = FunctionDeclaration.all(tokens, match, shownFrom: text.withoutComments)
        var typeAtBody = [Int?](repeating: nil, count: tokens.count)
        for (index, type) in types.enumerated() {
            if let body = type.body { typeAtBody[body.open] = index }
        }
        // One walk with a stack of the braces open at each token: matched brackets nest properly.
        var owners: [Int?] = []
        owners.reserveCapacity(functions.count)
        var open: [(close: Int, type: Int?)] = []
        var f = 0
        for k in tokens.indices where f < functions.count {
            while let top = open.last, top.close <= k { open.removeLast() }
            while f < functions.count, functions[f].keywordIndex == k {
                owners.append(open.last?.type)
                f += 1
            }
            if tokens[k].isPunctuation("{"), match[k] > k { open.append((match[k], typeAtBody[k])) }
        }
        self.owners = owners
    }
}
