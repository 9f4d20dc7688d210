import LifecycleRules

/// Puts the `--json` reports of a run's shards back together into the report of the whole run (an
/// exploration's shards: `ExplorationMerge`).
///
/// Shard k of n runs a contiguous block of the run's case indices, each case
/// exactly as the whole run draws it, and the shard that finds the run's
/// first failure shrinks it as the whole run would (see `PropertyRunner`).
/// So, taking the shards in order up to the first that failed: the verdict
/// is whether any failed, cases and events are their sums, the transitions
/// missed are those every one of them missed, and the failure is that
/// shard's. The merged JSON is byte for byte the whole run's `--json`
/// output, its replay line the whole run's (the shard named in the shards'
/// lines is taken out).
///
/// Every report must come from the same seed, generator version, app,
/// device, mode and options (the same replay line but for the shard), and
/// the reports must hold each shard 1…n of one n exactly once.
package enum ShardMerge {
    /// The whole run's report.
    package struct Result: Sendable {
        /// Whether every case passed.
        package var passed: Bool
        /// The whole run's `--json` report, one line without a line feed.
        package var json: String
        /// The verdict, counts, coverage and first failure for people.
        package var text: String
    }

    /// One shard's report, read from its JSON.
    struct ShardReport: ShardPart {
        var name: String
        var shard: Shard
        var firstCase: Int
        var lastCase: Int
        var firstFailingCase: Int?
        var target: String
        var device: String
        var mode: String
        var seed: String
        var generator: Int
        var passed: Bool
        var casesPlanned: Int
        var casesRun: Int
        var eventsRun: Int
        var regressionsReplayed: Int
        var transitions: Int
        var missed: [String]
        /// The replay line with the shard taken out.
        var replay: String
        var failure: JSONValue?
        var regressionSaveError: String?
    }

    /// Merges the reports `(name, JSON text)`; names are what errors call them (file paths).
    /// - Throws: `ShardMergeError` naming the first report that cannot be merged and why, or the shards missing.
    package static func merge(_ reports: [(name: String, text: String)]) throws(ShardMergeError) -> Result {
        guard !reports.isEmpty else { throw ShardMergeError(file: nil, problem: "no reports to merge") }
        // An exploration's shards (`explore --app NAME --shard k/n --json`) merge by their own rules.
        if let value = try? JSONParser.parse(reports[0].text), isExploration(value) {
            var parsed: [(name: String, value: JSONValue)] = []
            for (name, text) in reports {
                guard let value = try? JSONParser.parse(text), isExploration(value) else {
                    throw ShardMergeError(file: name, problem: "not an exploration's report, as \(reports[0].name) is; "
                        + "merge the shards of one 'explore --app NAME --shard k/n --json'")
                }
                parsed.append((name, value))
            }
            return try ExplorationMerge.merge(parsed)
        }
        let set = try ShardSet(reports, read: { (input: (name: String, text: String)) throws(ShardMergeError) in
            let report = try read(input.text, name: input.name)
            let owned = report.shard.range(of: report.casesPlanned)
            if report.firstCase != owned.lowerBound + 1 || report.lastCase != owned.upperBound {
                throw ShardMergeError(file: input.name, problem: "says shard \(report.shard) holds cases "
                    + "\(report.firstCase)–\(report.lastCase), but shard \(report.shard) of \(report.casesPlanned) cases "
                    + "holds \(owned.lowerBound + 1)–\(owned.upperBound)")
            }
            return report
        }, fits: check)
        let (shards, counted, failing, first, count) = (set.all, set.counted, set.failing, set.first, set.count)
        var missed = first.missed
        for s in counted.dropFirst() {
            let theirs = Set(s.missed)
            missed = missed.filter { theirs.contains($0) }
        }
        let casesRun = counted.reduce(0) { $0 + $1.casesRun }
        let eventsRun = counted.reduce(0) { $0 + $1.eventsRun }
        let regressions = counted.reduce(0) { $0 + $1.regressionsReplayed }
        let percentage = first.transitions == 0 ? 100
            : Double(first.transitions - missed.count) * 100 / Double(first.transitions)
        let percent = (percentage * 10).rounded() / 10

        var fields: [String] = [
            "\"target\":\(JSONText.string(first.target))",
            "\"device\":\(JSONText.string(first.device))",
            "\"mode\":\(JSONText.string(first.mode))",
            "\"seed\":\(JSONText.string(first.seed))",
            "\"generator\":\(first.generator)",
            "\"passed\":\(failing == nil)",
            "\"casesPlanned\":\(first.casesPlanned)",
            "\"casesRun\":\(casesRun)",
            "\"eventsRun\":\(eventsRun)",
            "\"regressionsReplayed\":\(regressions)",
            "\"coverage\":{\"percent\":\(percent),\"transitions\":\(first.transitions),\"missed\":\(JSONText.array(missed))}",
            "\"replay\":\(JSONText.string(first.replay))",
        ]
        if let failure = failing?.failure { fields.append("\"failure\":\(serialize(failure))") }
        if let e = failing?.regressionSaveError { fields.append("\"regressionSaveError\":\(JSONText.string(e))") }
        let json = "{" + fields.joined(separator: ",") + "}"

        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        var coverage = "\(percent)% of \(first.transitions) transitions"
        if !missed.isEmpty { coverage += " (missed: \(missed.joined(separator: ", ")))" }
        var text = "Merged \(plural(count, "shard")) of one run: \(shards.map(\.name).joined(separator: ", "))\n"
        if let failing, let f = failing.failure {
            func string(_ key: String) -> String { if case .string(let s)? = f[key] { return s } else { return "" } }
            func int(_ key: String) -> Int? { if case .number(let n)? = f[key] { return Int(exactly: n) } else { return nil } }
            text += "\(string("rule")) \(string("title")): \(string("message"))\n"
            text += "  in \(first.target) (\(first.device), \(first.mode))\n"
            let origin = int("case").map { "case \($0) of \(first.casesPlanned)" }
                ?? (f["origin"].flatMap { if case .string(let s) = $0 { return s } else { return nil } }).map { "from the \($0)" }
                ?? "from an unknown origin"
            text += "Shrunk to \(plural(int("shrunkLength") ?? 0, "event")) from \(int("originalLength") ?? 0); \(origin)"
            if let firstCase = failing.firstFailingCase, firstCase > 0, int("case") != firstCase {
                text += " (first failing case: \(firstCase))"
            }
            text += "\nMinimality: \(string("minimality"))\n"
            if case .array(let events)? = f["events"] {
                text += "Events (▸ marks the failing one):\n"
                let failingEvent = int("failingEvent") ?? 0
                let width = String(events.count).count
                for (i, event) in events.enumerated() {
                    guard case .string(let e) = event else { continue }
                    let number = String(i + 1)
                    text += (i + 1 == failingEvent ? "  ▸ " : "    ") + String(repeating: " ", count: width - number.count)
                        + number + "  " + e + "\n"
                }
            }
            text += "Expected: \(string("expected"))\n"
            if case .string(let detail)? = f["nondeterministic"] { text += "Replays: NONDETERMINISTIC delegate: \(detail)\n" }
            text += "Cases run: \(casesRun) of \(first.casesPlanned), \(plural(eventsRun, "event"))\n"
            text += "Coverage: \(coverage)\n"
        } else {
            text += "PASS \(first.target) (\(first.device), \(first.mode)): \(plural(casesRun, "case")), \(plural(eventsRun, "event"))"
            if regressions > 0 { text += ", \(plural(regressions, "regression")) replayed" }
            text += "\nCoverage: \(coverage)\n"
        }
        text += "Seed \(first.seed), generator v\(first.generator)\n"
        text += "Replay: \(first.replay)\n"
        if let e = failing?.regressionSaveError { text += "warning: \(e)\n" }
        return Result(passed: failing == nil, json: json, text: text)
    }

    /// The whole number from 0 at `key` of `object`, or the error naming the report and the field.
    static func wholeNumber(_ key: String, in object: JSONValue, prefix: String = "", report: String)
        throws(ShardMergeError) -> Int
    {
        guard let field = object[key] else { throw ShardMergeError(file: report, problem: "has no '\(prefix)\(key)' field") }
        guard case .number(let n) = field, let i = Int(exactly: n), i >= 0 else {
            throw ShardMergeError(file: report, problem: "'\(prefix)\(key)' is "
                + "\(field.typeName == "a number" ? "not a whole number from 0" : field.typeName), expected a whole number")
        }
        return i
    }

    /// The report's `shard` (`{"index": k, "count": n, …}`), or the error naming the report; `making` is the
    /// command that makes such a report.
    static func shardField(of value: JSONValue, report: String, making: String) throws(ShardMergeError) -> Shard {
        func fail(_ problem: String) -> ShardMergeError { ShardMergeError(file: report, problem: problem) }
        guard let field = value["shard"] else {
            throw fail("not a shard's report (it has no 'shard' field); make one with '\(making)'")
        }
        guard case .object = field else { throw fail("'shard' is \(field.typeName), expected an object") }
        let k = try wholeNumber("index", in: field, prefix: "shard.", report: report)
        let n = try wholeNumber("count", in: field, prefix: "shard.", report: report)
        guard let shard = Shard(index: k, count: n) else {
            throw fail("'shard' is \(k)/\(n); expected k/n with n from 1 to \(Shard.maximumCount) and k from 1 to n")
        }
        return shard
    }

    /// Whether a parsed report is an exploration's (`explore --json`), not a run's.
    static func isExploration(_ value: JSONValue) -> Bool {
        guard case .object = value else { return false }
        return value["sequences"] != nil && value["casesPlanned"] == nil
    }

    /// The replay line without the shard it names (`--shard k/n` or `LIFECYCLE_SHARD=k/n`).
    package static func unsharded(replay: String, shard: Shard) -> String {
        var words = replay.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        words.removeAll { $0 == "LIFECYCLE_SHARD=\(shard)" }
        if let i = words.firstIndex(of: "--shard"), i + 1 < words.count, words[i + 1] == shard.description {
            words.removeSubrange(i...(i + 1))
        }
        return words.joined(separator: " ")
    }

    // MARK: - Reading

    private static func read(_ text: String, name: String) throws(ShardMergeError) -> ShardReport {
        func fail(_ problem: String) -> ShardMergeError { ShardMergeError(file: name, problem: problem) }
        let value: JSONValue
        do {
            value = try JSONParser.parse(text)
        } catch {
            throw fail("not a JSON report (\(error)); merge reads the output of 'lifecycle-check run --shard k/n --json'")
        }
        guard case .object = value else { throw fail("not a JSON object; merge reads the output of 'run --shard k/n --json'") }
        if isExploration(value) {
            throw fail("an exploration's report, which cannot be merged with a run's")
        }
        func string(_ key: String, in object: JSONValue = value, prefix: String = "") throws(ShardMergeError) -> String {
            guard let field = object[key] else { throw fail("has no '\(prefix)\(key)' field") }
            guard case .string(let s) = field else { throw fail("'\(prefix)\(key)' is \(field.typeName), expected a string") }
            return s
        }
        func int(_ key: String, in object: JSONValue = value, prefix: String = "") throws(ShardMergeError) -> Int {
            try wholeNumber(key, in: object, prefix: prefix, report: name)
        }
        let shard = try shardField(of: value, report: name, making: "run --shard k/n --json")
        let shardFields = value["shard"]!
        let firstCase = try int("firstCase", in: shardFields, prefix: "shard.")
        let lastCase = try int("lastCase", in: shardFields, prefix: "shard.")
        var firstFailing: Int?
        switch shardFields["firstFailingCase"] {
        case .null?: firstFailing = nil
        case .some: firstFailing = try int("firstFailingCase", in: shardFields, prefix: "shard.")
        case nil: throw fail("has no 'shard.firstFailingCase' field")
        }
        guard case .bool(let passed)? = value["passed"] else { throw fail("has no boolean 'passed' field") }
        guard case .object(let coverageFields)? = value["coverage"] else { throw fail("has no 'coverage' object") }
        let coverage = JSONValue.object(coverageFields)
        guard case .array(let missedValues)? = coverage["missed"] else { throw fail("has no 'coverage.missed' array") }
        var missed: [String] = []
        for m in missedValues {
            guard case .string(let s) = m else { throw fail("'coverage.missed' holds \(m.typeName), expected strings") }
            missed.append(s)
        }
        let failure = value["failure"]
        if passed {
            guard failure == nil, firstFailing == nil else { throw fail("says it passed but has a failure") }
        } else {
            guard case .object? = failure else { throw fail("says it failed but has no 'failure' object") }
            guard firstFailing != nil else { throw fail("says it failed but 'shard.firstFailingCase' is null") }
        }
        var saveError: String?
        if let e = value["regressionSaveError"] {
            guard case .string(let s) = e else { throw fail("'regressionSaveError' is \(e.typeName), expected a string") }
            saveError = s
        }
        return ShardReport(
            name: name, shard: shard, firstCase: firstCase, lastCase: lastCase, firstFailingCase: firstFailing,
            target: try string("target"), device: try string("device"), mode: try string("mode"),
            seed: try string("seed"), generator: try int("generator"), passed: passed,
            casesPlanned: try int("casesPlanned"), casesRun: try int("casesRun"), eventsRun: try int("eventsRun"),
            regressionsReplayed: try int("regressionsReplayed"), transitions: try int("transitions", in: coverage, prefix: "coverage."),
            missed: missed, replay: unsharded(replay: try string("replay"), shard: shard), failure: failure,
            regressionSaveError: saveError)
    }

    /// Checks that `report` is a shard of the same run as `first`.
    private static func check(_ report: ShardReport, against first: ShardReport) throws(ShardMergeError) {
        func fail(_ problem: String) -> ShardMergeError { ShardMergeError(file: report.name, problem: problem) }
        if report.generator != first.generator {
            throw fail("was made by generator v\(report.generator), \(first.name) by v\(first.generator)")
        }
        if report.seed != first.seed { throw fail("has seed \(report.seed), \(first.name) has \(first.seed)") }
        if report.target != first.target || report.device != first.device || report.mode != first.mode {
            throw fail("checks \(report.target) (\(report.device), \(report.mode)), \(first.name) checks "
                + "\(first.target) (\(first.device), \(first.mode))")
        }
        if report.casesPlanned != first.casesPlanned {
            throw fail("plans \(report.casesPlanned) cases, \(first.name) plans \(first.casesPlanned) (a different profile)")
        }
        if report.replay != first.replay || report.transitions != first.transitions {
            throw fail("was run with other options (a different profile, rules or app): its replay line is "
                + "'\(report.replay)', \(first.name)'s is '\(first.replay)'")
        }
        if report.shard.count != first.shard.count {
            throw fail("is shard \(report.shard) of \(report.shard.count), \(first.name) is shard \(first.shard) "
                + "of \(first.shard.count)")
        }
    }

    /// A parsed value written back as JSON the way the reports write it (whole numbers without a fraction).
    static func serialize(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return "\(b)"
        case .number(let n): return Int(exactly: n).map(String.init) ?? "\(n)"
        case .string(let s): return JSONText.string(s)
        case .array(let items): return "[" + items.map(serialize).joined(separator: ",") + "]"
        case .object(let fields):
            return "{" + fields.map { JSONText.string($0.0) + ":" + serialize($0.1) }.joined(separator: ",") + "}"
        }
    }
}

/// Shard reports that cannot be merged: which report and what is wrong.
extension ShardMergeError {
    /// Throws when `shard`, read from `file`, has the index of one already `given`: the shards overlap.
    static func checkNotOverlapping(_ shard: Shard, in file: String, given: [(shard: Shard, name: String)])
        throws(ShardMergeError) {
        if let same = given.first(where: { $0.shard.index == shard.index }) {
            throw ShardMergeError(file: file, problem: "holds shard \(shard), as \(same.name) does (shards overlap)")
        }
    }

    /// Throws naming the shards of 1…`count` that none of `given` is, and which were given.
    static func checkNoneMissing(of count: Int, given: [(shard: Shard, name: String)]) throws(ShardMergeError) {
        let missing = (1...count).filter { k in !given.contains { $0.shard.index == k } }
        guard !missing.isEmpty else { return }
        let names = given.sorted { $0.shard.index < $1.shard.index }.map { "\($0.shard) in \($0.name)" }
        let list = missing.prefix(10).map { "\($0)/\(count)" }.joined(separator: ", ") + (missing.count > 10 ? ", …" : "")
        throw ShardMergeError(file: nil, problem: "shard\(missing.count == 1 ? "" : "s") \(list) missing "
            + "(given: \(names.joined(separator: ", ")))")
    }
}

package struct ShardMergeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The report's name (its path), or `nil` when the problem is with the set (a shard missing).
    package var file: String?
    /// What is wrong, as a sentence without a full stop.
    package var problem: String

    package init(file: String?, problem: String) {
        self.file = file
        self.problem = problem
    }

    /// `b.json: error: has seed 0x…2, a.json has 0x…1`, or `error: …` without a file.
    package var description: String {
        (file.map { "\(EscapedText.controls($0)): " } ?? "") + "error: " + EscapedText.controls(problem)
    }
}
