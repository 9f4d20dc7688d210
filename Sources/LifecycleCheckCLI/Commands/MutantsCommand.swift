import ExampleApps

/// `lifecycle-check mutants`: each bundled mutant, the rule that catches it, the app it is built on and its device.
enum MutantsCommand {
    /// One header line, then one line per mutant in catalogue order. A mutant checked with rules skipped says so
    /// after its bug: `lifecycle-check run --app NAME` checks every rule, so it reports a skipped rule instead.
    static var listing: String {
        func row(_ cells: [String]) -> String {
            zip(cells, [34, 6, 16, 8]).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined()
                + cells[4] + "\n"
        }
        var out = row(["MUTANT", "RULE", "BUILT ON", "DEVICE", "BUG"])
        for m in MutantCatalog.all {
            let skipped = m.skippedRules.isEmpty ? ""
                : " (checked with \(m.skippedRules.sorted().map(\.description).joined(separator: ", ")) skipped, which catches it first)"
            out += row([m.name, m.expectedRule.description, m.basedOn, m.device.rawValue, m.bug + skipped])
        }
        return out
    }
}
