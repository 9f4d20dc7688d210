import LifecycleRules

/// `--baseline FILE` of `lint` and `migrate --plist`: the acknowledged findings (``FindingBaseline``).
enum BaselineOption {
    /// The baseline the arguments name (`nil` without `--baseline`), or, when it cannot be read, `.failure` after
    /// writing the error (the file, the line, what is wrong) to `err`.
    static func load(_ args: ParsedArguments, err: (String) -> Void) -> Result<FindingBaseline?, FindingBaselineError> {
        guard let path = args.value("baseline") else { return .success(nil) }
        do throws(FindingBaselineError) {
            return .success(try FindingBaseline.load(path: path))
        } catch {
            err("error: baseline \(error)\n")
            return .failure(error)
        }
    }
}
