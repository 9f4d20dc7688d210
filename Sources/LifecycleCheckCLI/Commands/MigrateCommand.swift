import ExampleApps
import Generators
import LifecycleRules

/// `lifecycle-check migrate`: the migration check (M1) of the bundled journal, its mistakes, and the Info.plist
/// migration lint.
///
/// - `migrate` checks `JournalMigration.correct`: the seed and replay line, then the report; exit 0 when the
///   migrated journal keeps the legacy one's behaviour, 1 when it does not.
/// - `migrate --app NAME` checks one of `JournalMigration.mistakes` the same way (exit 1 with its report); an
///   unknown name is a usage error (exit 2) listing the known ones, with the closest as a suggestion.
/// - `migrate --list` prints the mistakes, one a line: name, bug, minimal story.
/// - `migrate --plist OLD NEW` runs the Info.plist lint (P1–P13): one finding a line and a summary; exit 0
///   without error findings, 1 with some, 2 when a file cannot be read or is not a property list. With
///   `--baseline FILE` (``FindingBaseline``), a finding the file acknowledges is listed after the others with its
///   reason and does not decide the exit status; a P entry that matches nothing is reported as no longer occurring.
///
/// A check's replay line (`swift run lifecycle-check migrate [--app NAME] --seed 0x… [--cases N]`) names
/// everything that decides what is drawn, so it prints the same report byte for byte. `LIFECYCLE_PROFILE`
/// is not read: the budget is `--cases` (default 300).
@MainActor
enum MigrateCommand {
    /// The options that belong to the check, not to the lint.
    static let checkOptions = ["app", "seed", "cases"]

    static func run(
        _ args: ParsedArguments, environment: [String: String],
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
        progress: (@Sendable (RunPhase) -> Void)? = nil
    ) async throws(UsageError) -> ExitCode {
        if args.value("plist") != nil {
            for name in checkOptions where args.value(name) != nil {
                throw .conflictingOptions("plist", name, command: args.command)
            }
            for name in ["list", "json"] where args.flag(name) {
                throw .conflictingOptions("plist", name, command: args.command)
            }
            return try lint(args, out: out, err: err)
        }
        // NEW alone, or a baseline: the lint's without its first file.
        if !args.positionals.isEmpty || args.value("baseline") != nil { throw .missingOption("plist", command: args.command) }
        if args.flag("list") {
            for name in checkOptions where args.value(name) != nil {
                throw .conflictingOptions("list", name, command: args.command)
            }
            if args.flag("json") { throw .conflictingOptions("list", "json", command: args.command) }
            out(listing)
            return .success
        }
        return try await check(args, environment: environment, out: out, err: err, progress: progress)
    }

    /// One line per bundled mistake, in catalogue order: the name padded to a column, the bug, the minimal story.
    static var listing: String {
        let width = (JournalMigration.mistakes.map(\.name.count).max() ?? 0) + 2
        return JournalMigration.mistakes.map { m in
            m.name.padding(toLength: width, withPad: " ", startingAt: 0) + m.bug
                + " (minimal story: \(m.minimalLength) step\(m.minimalLength == 1 ? "" : "s"))\n"
        }.joined()
    }

    /// The pair `--app` names: the correct migration when absent, else a bundled mistake.
    /// - Throws: `UsageError.invalidValue` for any other name, listing the known names with the closest as a suggestion.
    static func pair(named name: String?, command: String) throws(UsageError) -> MigrationPair {
        guard let name else { return JournalMigration.correct }
        if let mistake = JournalMigration.mistake(named: name) { return mistake.pair }
        let names = JournalMigration.mistakes.map(\.name)
        throw .invalidValue(option: "app", value: name, expected: "one of: \(names.joined(separator: ", "))",
                            suggestion: Suggestion.closest(to: name, in: names), command: command)
    }

    /// The migration check of the correct journal or of the mistake `--app` names.
    static func check(
        _ args: ParsedArguments, environment: [String: String],
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
        progress: (@Sendable (RunPhase) -> Void)?
    ) async throws(UsageError) -> ExitCode {
        let settings: EnvironmentSettings
        do {
            settings = try EnvironmentSettings(environment)
        } catch {
            err("error: \(error)\n")
            return .invalidInput
        }
        let name = args.value("app")
        let pair = try pair(named: name, command: args.command)
        let cases = try args.int("cases", in: 1...1_000_000) ?? RunProfile.ci.cases
        let seed = try args.seed("seed") ?? settings.seed ?? Seed.fresh()
        let json = args.flag("json")
        var flags: [String] = []
        if let name { flags.append("--app \(name)") }
        let suffix = cases == RunProfile.ci.cases ? "" : " --cases \(cases)"
        let prefix = (["swift run lifecycle-check migrate"] + flags).joined(separator: " ")
        let replayCommand: @Sendable (Seed) -> String = { "\(prefix) --seed \($0)\(suffix)" }
        // Announced before the first story, so a check that traps or is killed still leaves its replay line.
        let announcement = "Seed \(seed), generator v\(EventGenerator.version): checking the migration \(pair.legacy.name) → "
            + "\(pair.migrated.name) on phone\nReplay: \(replayCommand(seed))\n"
        if json { err(announcement) } else { out(announcement) }
        var run = RunOptions(cases: cases, seed: seed)
        if let deadline = settings.deadline { run.deadline = deadline == 0 ? nil : deadline }
        run.onProgress = progress
        let report: ConformanceReport
        do {
            report = try await LifecycleConformance.checkMigration(pair, options: MigrationOptions(run: run),
                                                            replayCommand: replayCommand)
        } catch {
            err("error: \(error)\n")
            return .invalidInput
        }
        progress?(.idle)
        out(json ? report.json + "\n" : report.text)
        return report.passed ? .success : .violation
    }

    /// `--plist OLD NEW`: the Info.plist migration lint.
    static func lint(_ args: ParsedArguments, out: (String) -> Void, err: (String) -> Void) throws(UsageError) -> ExitCode {
        guard let old = args.value("plist") else { throw .missingOption("plist", command: args.command) }
        guard let new = args.positionals.first else {
            throw .missingArgument("the new Info.plist after '--plist OLD'", command: args.command)
        }
        guard case .success(let baseline) = BaselineOption.load(args, err: err) else { return .invalidInput }
        var report: InfoPlistMigrationReport
        do {
            report = try InfoPlistMigrationLint.check(oldPath: old, newPath: new)
        } catch {
            err("error: \(error)\n")
            return .invalidInput
        }
        guard let baseline else {
            out(report.text)
            return report.hasErrors ? .violation : .success
        }
        // Acknowledged findings are listed with their reasons and do not decide the exit status.
        var used: Set<Int> = []
        var acknowledged: [String] = []
        report.findings = report.findings.filter { finding in
            guard let i = baseline.entry(for: finding) else { return true }
            used.insert(i)
            acknowledged.append(baseline.acknowledgedLine(finding, entry: i))
            return false
        }
        let stale = baseline.entries.indices.filter { baseline.entries[$0].rule.family == .infoPlist && !used.contains($0) }
        out(report.findings.map { $0.description + "\n" }.joined())
        for line in acknowledged { out(line + "\n") }
        for i in stale { out(baseline.staleLine(i) + "\n") }
        var summary = report.summary
        if !acknowledged.isEmpty { summary += ", \(acknowledged.count) acknowledged" }
        if !stale.isEmpty { summary += ", \(stale.count) baseline entr\(stale.count == 1 ? "y" : "ies") no longer occurring" }
        out(summary + "\n")
        return report.hasErrors ? .violation : .success
    }
}
