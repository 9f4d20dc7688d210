import LifecycleRules

/// Puts the `--json` reports of an exploration's shards (`explore --app NAME --depth N --shard k/n --json`) back
/// together into the report of the whole exploration.
///
/// Shard k of n runs one contiguous stretch of the whole search, in the search's order (`Explorer.explore`), and
/// stops at its first failure as the whole search does; the shard that finds the search's first failure reports
/// it, shrunk, as the whole search would. So, taking the shards in order up to the first that failed: the
/// verdict is whether one failed, sequences are their sum, the distinct states are the union of the states they
/// list (`states`, one `SpecState.SymmetryKey` text each), the search is complete when each of them is, and
/// the failure is that shard's. The merged JSON is byte for byte the whole exploration's `--json` output, its
/// replay line the whole exploration's.
enum ExplorationMerge {
    /// One shard's exploration report, read from its JSON.
    struct ShardReport: ShardPart {
        var name: String
        var shard: Shard
        var target: String
        var device: String
        var mode: String
        var depth: Int
        var passed: Bool
        var sequences: Int
        var states: [String]
        var complete: Bool
        /// The replay line with the shard taken out.
        var replay: String
        /// The fields after `replay`, `shard` and `states` (the shrunk failure), in the report's order.
        var failureFields: [(String, JSONValue)]
    }

    /// Merges exploration reports, already parsed; names are what errors call them.
    static func merge(_ reports: [(name: String, value: JSONValue)]) throws(ShardMergeError) -> ShardMerge.Result {
        let set = try ShardSet(reports, read: { (input: (name: String, value: JSONValue)) throws(ShardMergeError) in
            try read(input.value, name: input.name)
        }, fits: check)
        let (shards, counted, failing, first, count) = (set.all, set.counted, set.failing, set.first, set.count)
        let sequences = counted.reduce(0) { $0 + $1.sequences }
        var states: Set<String> = []
        for s in counted { states.formUnion(s.states) }
        let complete = counted.allSatisfy(\.complete)

        var fields = [
            "\"target\":\(JSONText.string(first.target))", "\"device\":\(JSONText.string(first.device))",
            "\"mode\":\(JSONText.string(first.mode))", "\"depth\":\(first.depth)",
            "\"passed\":\(failing == nil)", "\"sequences\":\(sequences)",
            "\"distinctStates\":\(states.count)", "\"complete\":\(complete)",
            "\"replay\":\(JSONText.string(first.replay))",
        ]
        for (key, value) in failing?.failureFields ?? [] {
            fields.append(JSONText.string(key) + ":" + ShardMerge.serialize(value))
        }
        let json = "{" + fields.joined(separator: ",") + "}"

        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        var text = "Merged \(plural(count, "shard")) of one exploration: \(shards.map(\.name).joined(separator: ", "))\n"
        if let failing {
            let failure = failing.failureFields.first { $0.0 == "failure" }?.1
            func string(_ key: String) -> String {
                if case .string(let s)? = failure?[key] { return s } else { return "" }
            }
            text += "\(string("rule")) \(string("title")): \(string("message"))\n"
            text += "  in \(first.target) (\(first.device), \(first.mode)), found by shard \(failing.shard)\n"
            if case .array(let events)? = failure?["events"] {
                let shown = events.compactMap { value -> String? in if case .string(let e) = value { e } else { nil } }
                text += "Shrunk events: \(shown.joined(separator: ", "))\n"
            }
            text += "Minimality: \(string("minimality"))\n"
            text += "Explored before it: \(plural(sequences, "sequence")), \(plural(states.count, "distinct state"))\n"
        } else {
            text += "PASS \(first.target) (\(first.device), \(first.mode)): every lifecycle up to "
                + "\(plural(first.depth, "event")), \(sequences) sequences, \(states.count) distinct states"
                + (complete ? "" : " (stopped by its event budget)") + "\n"
        }
        text += "Replay: \(first.replay)\n"
        return ShardMerge.Result(passed: failing == nil, json: json, text: text)
    }

    private static func read(_ value: JSONValue, name: String) throws(ShardMergeError) -> ShardReport {
        func fail(_ problem: String) -> ShardMergeError { ShardMergeError(file: name, problem: problem) }
        func string(_ key: String) throws(ShardMergeError) -> String {
            guard let field = value[key] else { throw fail("has no '\(key)' field") }
            guard case .string(let s) = field else { throw fail("'\(key)' is \(field.typeName), expected a string") }
            return s
        }
        func int(_ key: String, in object: JSONValue) throws(ShardMergeError) -> Int {
            try ShardMerge.wholeNumber(key, in: object, report: name)
        }
        func bool(_ key: String) throws(ShardMergeError) -> Bool {
            guard case .bool(let b)? = value[key] else { throw fail("has no boolean '\(key)' field") }
            return b
        }
        let shard = try ShardMerge.shardField(of: value, report: name, making: "explore --app NAME --shard k/n --json")
        guard case .array(let stateValues)? = value["states"] else {
            throw fail("has no 'states' array (made before shards listed their states); run the shard again")
        }
        var states: [String] = []
        for s in stateValues {
            guard case .string(let key) = s else { throw fail("'states' holds \(s.typeName), expected strings") }
            states.append(key)
        }
        let passed = try bool("passed")
        guard case .object(let all) = value else { throw fail("not a JSON object") }
        let known: Set<String> = ["target", "device", "mode", "depth", "passed", "sequences", "distinctStates",
                                  "complete", "replay", "shard", "states"]
        let failureFields = all.filter { !known.contains($0.0) }
        if passed != failureFields.isEmpty {
            throw fail(passed ? "says it passed but has a failure" : "says it failed but has no 'failure' object")
        }
        return ShardReport(
            name: name, shard: shard, target: try string("target"), device: try string("device"),
            mode: try string("mode"), depth: try int("depth", in: value), passed: passed,
            sequences: try int("sequences", in: value), states: states, complete: try bool("complete"),
            replay: ShardMerge.unsharded(replay: try string("replay"), shard: shard), failureFields: failureFields)
    }

    /// Checks that `report` is a shard of the same exploration as `first`.
    private static func check(_ report: ShardReport, against first: ShardReport) throws(ShardMergeError) {
        func fail(_ problem: String) -> ShardMergeError { ShardMergeError(file: report.name, problem: problem) }
        if report.target != first.target || report.device != first.device || report.mode != first.mode
            || report.depth != first.depth || report.replay != first.replay
        {
            throw fail("explores \(report.target) (\(report.device), \(report.mode)) to depth \(report.depth), "
                + "\(first.name) explores \(first.target) (\(first.device), \(first.mode)) to depth \(first.depth)")
        }
        if report.shard.count != first.shard.count {
            throw fail("is shard \(report.shard), \(first.name) is shard \(first.shard)")
        }
    }
}
