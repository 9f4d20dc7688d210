extension Xoshiro256StarStar {
    /// A uniform integer in `0..<n`, by Lemire's nearly divisionless method (no modulo bias).
    ///
    /// - Precondition: `n > 0`.
    public mutating func nextInt(below n: Int) -> Int {
        precondition(n > 0, "nextInt(below:) needs a positive bound, got \(n)")
        let bound = UInt64(n)
        var product = next().multipliedFullWidth(by: bound)
        if product.low < bound {
            let threshold = (0 &- bound) % bound
            while product.low < threshold { product = next().multipliedFullWidth(by: bound) }
        }
        return Int(product.high)
    }

    /// A uniform integer in `range`.
    public mutating func nextInt(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + nextInt(below: range.upperBound - range.lowerBound + 1)
    }

    /// `true` with probability `numerator / denominator`, in integer arithmetic.
    public mutating func nextBool(numerator: Int, denominator: Int) -> Bool {
        precondition(denominator > 0 && numerator >= 0, "nextBool needs 0 <= numerator and 0 < denominator")
        return nextInt(below: denominator) < numerator
    }

    /// A uniform element of a non-empty array.
    public mutating func pick<T>(_ array: [T]) -> T {
        precondition(!array.isEmpty, "pick(_:) needs a non-empty array")
        return array[nextInt(below: array.count)]
    }

    /// A position (0-based, also in a slice) drawn with probability proportional to its weight;
    /// zero weights are never drawn.
    ///
    /// - Precondition: weights are non-negative and at least one is positive.
    /// - Complexity: O(weights.count).
    public mutating func pickWeighted<Weights: Collection<Int>>(weights: Weights) -> Int {
        var total = 0
        for w in weights {
            precondition(w >= 0, "weights are never negative, got \(w)")
            total += w
        }
        precondition(total > 0, "pickWeighted(weights:) needs a positive weight")
        var r = nextInt(below: total)
        for (i, w) in weights.enumerated() {
            if r < w { return i }
            r -= w
        }
        preconditionFailure("unreachable: r < total")
    }

    /// Shuffles an array in place (Fisher–Yates with `nextInt(below:)`).
    public mutating func shuffle<T>(_ array: inout [T]) {
        guard array.count > 1 else { return }
        for i in stride(from: array.count - 1, to: 0, by: -1) {
            array.swapAt(i, nextInt(below: i + 1))
        }
    }
}
