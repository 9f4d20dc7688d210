/// One of `count` disjoint parts of a run, written `k/n`: shard `index` of `count`, counted from 1.
///
/// A sharded run draws exactly the cases the whole run draws at the case
/// indices it owns, because case `i` draws from `seed.derived(case: i)`, its
/// size depends only on `i` and the run's total number of cases, and a guided
/// case's corpus is rebuilt by running the few earlier cases it depends on
/// first, unreported (`GuidanceSchedule.replayed(before:)`). Shard k
/// of n owns one contiguous block of case indices; the blocks of shards 1…n
/// are disjoint, in order, and cover every case, so the first failing case
/// of the whole run is the first failing case of the lowest shard that fails.
/// An exploration is split the same way over the units of its search space
/// (see `Explorer.explore(_:depth:eventBudget:shard:)`).
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// The shard, from 1 to `count`.
    public let index: Int
    /// How many shards the run is split into, at least 1.
    public let count: Int

    /// The most shards a run may be split into.
    public static let maximumCount = 1_000_000

    /// Shard `index` of `count`; `nil` unless `1 <= count <= maximumCount` and `1 <= index <= count`.
    public init?(index: Int, count: Int) {
        guard (1...Self.maximumCount).contains(count), (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `k/n`, such as `2/4`; spaces around the numbers are not accepted.
    /// - Throws: `ShardError` saying what is wrong with the text.
    public init(parsing text: String) throws(ShardError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Self.number(parts[0]), let n = Self.number(parts[1]) else {
            throw .malformed(text)
        }
        guard n >= 1, n <= Self.maximumCount else { throw .badCount(text) }
        guard k >= 1, k <= n else { throw .badIndex(text) }
        self.index = k
        self.count = n
    }

    /// Decimal digits only (no sign, no spaces); `nil` for anything else or a number beyond `Int`.
    private static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return nil
        }
        return Int(text)
    }

    /// The 0-based indices this shard owns out of `total` (cases, or units of a search space).
    ///
    /// Shard k owns `[(k-1)·total/n, k·total/n)`: blocks differ in size by at most one, may be empty
    /// when `total < n`, and together cover `0..<total` exactly once.
    public func range(of total: Int) -> Range<Int> {
        func bound(_ k: Int) -> Int {
            let product = max(0, total).multipliedFullWidth(by: k)
            return count.dividingFullWidth(product).quotient
        }
        return bound(index - 1)..<bound(index)
    }

    /// `k/n`.
    public var description: String { "\(index)/\(count)" }
}

/// Shard text (`--shard`, `LIFECYCLE_SHARD`) that cannot be used, said plainly.
public enum ShardError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not two whole numbers separated by `/`.
    case malformed(String)
    /// n is not from 1 to `Shard.maximumCount`.
    case badCount(String)
    /// k is not from 1 to n.
    case badIndex(String)

    /// What was expected, to follow `expected ` in an error message: `k/n with k from 1 to 3`.
    public var description: String {
        switch self {
        case .malformed: return "k/n (shard k of n, both whole numbers), such as 2/4"
        case .badCount: return "k/n with n from 1 to \(Shard.maximumCount)"
        case .badIndex(let text):
            let n = text.split(separator: "/").last.map(String.init) ?? "n"
            return "k/n with k from 1 to \(n)"
        }
    }

    /// The text that was given.
    public var text: String {
        switch self {
        case .malformed(let t), .badCount(let t), .badIndex(let t): return t
        }
    }
}
