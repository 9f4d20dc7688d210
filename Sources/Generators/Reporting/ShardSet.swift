/// What a merge reads from every shard's report, whatever the run: its name, its shard and its verdict.
protocol ShardPart {
    /// What errors call the report (its path).
    var name: String { get }
    /// The shard it holds, k of n.
    var shard: Shard { get }
    /// Whether every case (or sequence) of the shard passed.
    var passed: Bool { get }
}

/// The reports of one run's shards, read and checked to fit together: the one way `ShardMerge` and
/// `ExplorationMerge` take their reports in.
///
/// Each report is read in the order given and checked against the first (same seed, options and so on, as the
/// merge's `fits` says), and no two may hold the same shard; then none of 1…n may be missing. The first problem
/// found is thrown, naming its report.
struct ShardSet<Part: ShardPart> {
    /// Every shard, in shard order.
    let all: [Part]
    /// The shards the whole run counts, in shard order: each one up to and including the first that failed. The
    /// whole run stops at its first failure, so the shards after it add nothing.
    let counted: [Part]

    /// Reads `inputs` with `read` and checks each against the first with `fits`.
    /// - Throws: `ShardMergeError` for a report that cannot be read, does not fit the first, or holds a shard
    ///   another holds, and for shards of 1…n that none holds.
    init<Input>(_ inputs: [Input], read: (Input) throws(ShardMergeError) -> Part,
                fits: (_ report: Part, _ first: Part) throws(ShardMergeError) -> Void) throws(ShardMergeError) {
        var parts: [Part] = []
        for input in inputs {
            let part = try read(input)
            if let first = parts.first { try fits(part, first) }
            try ShardMergeError.checkNotOverlapping(part.shard, in: part.name, given: parts.map { ($0.shard, $0.name) })
            parts.append(part)
        }
        guard let first = parts.first else { throw ShardMergeError(file: nil, problem: "no reports to merge") }
        try ShardMergeError.checkNoneMissing(of: first.shard.count, given: parts.map { ($0.shard, $0.name) })
        parts.sort { $0.shard.index < $1.shard.index }
        all = parts
        counted = Array(parts.prefix { $0.passed } + parts.drop { $0.passed }.prefix(1))
    }

    /// Shard 1 of n, whose target, device and settings every other shard has.
    var first: Part { all[0] }
    /// The first shard that failed, if one did.
    var failing: Part? { counted.last.flatMap { $0.passed ? nil : $0 } }
    /// n.
    var count: Int { first.shard.count }
}
