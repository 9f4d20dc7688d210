import Foundation
import Generators
import LifecycleRules

/// `lifecycle-check merge REPORT.json...`: the shards' `--json` reports of one run (or one exploration), put
/// back together.
///
/// Prints the verdict, counts, coverage and first failure the whole run would
/// print (`ShardMerge`; an exploration's: `ExplorationMerge`); with `--json`, the whole run's `--json` report,
/// byte for byte. Exit 0 when every shard passed, 1 when one failed, 2 when a
/// report cannot be read or merged (`FILE: error: …` on standard error:
/// another seed, app, profile or generator version, a shard given twice, a
/// shard missing).
enum MergeCommand {
    /// Reports larger than this are not a shard's report (one is a few kilobytes).
    static let maximumSize = 16 << 20

    static func run(_ args: ParsedArguments, out: (String) -> Void, err: (String) -> Void) throws(UsageError) -> ExitCode {
        guard !args.positionals.isEmpty else { throw .missingArgument("at least one REPORT.json", command: args.command) }
        var reports: [(name: String, text: String)] = []
        for path in args.positionals {
            switch read(path) {
            case .success(let text): reports.append((path, text))
            case .failure(let error):
                err(error.description + "\n")
                return .invalidInput
            }
        }
        do {
            let merged = try ShardMerge.merge(reports)
            out(args.flag("json") ? merged.json + "\n" : merged.text)
            return merged.passed ? .success : .violation
        } catch {
            err(error.description + "\n")
            return .invalidInput
        }
    }

    /// The file's text, or why it cannot be had.
    static func read(_ path: String) -> Result<String, ShardMergeError> {
        func fail(_ problem: String) -> Result<String, ShardMergeError> { .failure(ShardMergeError(file: path, problem: problem)) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return fail("no such file") }
        if isDirectory.boolValue { return fail("is a directory, not a report") }
        guard let data = FileManager.default.contents(atPath: path) else { return fail("cannot be read") }
        if data.count > maximumSize { return fail("is \(data.count) bytes; a shard's report is a few kilobytes") }
        guard let text = String(validating: data, as: UTF8.self) else { return fail("is not UTF-8 text") }
        return .success(text)
    }
}
