import LifecycleSpec

/// `lifecycle-check migrate --plist OLD NEW`: the Info.plist migration lint (P1–P13).
///
/// Prints one finding a line (`ID severity key.path: sentence`) and a summary
/// line; exit 0 without error findings, 1 with some, 2 when a file cannot be
/// read or is not a property list. Only `--plist` is built: without it the
/// command says so in one line and exits 2.
enum MigrateCommand {
    /// The line printed when `--plist` is missing: the differential check of the issue is not built yet.
    static let onlyPlistLine =
        "error: only 'lifecycle-check migrate --plist OLD NEW' (the Info.plist lint) is available in this version\n"

    /// ``onlyPlistLine`` when the arguments ask for something other than the lint or help (no `--plist` before
    /// any `--`: the bare command, `migrate OLD NEW`, options of the check not built yet); `nil` otherwise.
    static func unavailable(_ arguments: [String]) -> String? {
        for arg in arguments {
            if arg == "--" { break }
            if arg == "--plist" || arg.hasPrefix("--plist=") || arg == "-h" || arg == "--help" { return nil }
        }
        return onlyPlistLine
    }

    static func run(_ args: ParsedArguments, out: (String) -> Void, err: (String) -> Void) throws(UsageError) -> ExitCode {
        guard let old = args.value("plist") else {
            err(onlyPlistLine)
            return .invalidInput
        }
        guard let new = args.positionals.first else {
            throw .missingArgument("the new Info.plist after '--plist OLD'", command: "migrate")
        }
        let report: InfoPlistMigrationReport
        do {
            report = try InfoPlistMigrationLint.check(oldPath: old, newPath: new)
        } catch {
            err("error: \(error)\n")
            return .invalidInput
        }
        out(report.text)
        return report.hasErrors ? .violation : .success
    }
}
