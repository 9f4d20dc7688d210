import Generators
import Testing

/// The comment of the issue a failed check records: the report, whose first line is the failure's headline; the
/// headline first only where the report does not begin with it (a nondeterministic failure's label).
func failureComment(_ failure: LifecycleConformanceFailure, _ report: ConformanceReport) -> Comment {
    let headline = "\(failure)"
    let text = report.text
    let startsWithHeadline = report.run.counterexample == nil || text.hasPrefix(headline + "\n")
    return Comment(rawValue: startsWithHeadline ? text : headline + "\n" + text)
}
