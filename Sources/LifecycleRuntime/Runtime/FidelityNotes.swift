/// The lines a check's header adds when the runtime pays for fidelity on every event because a probe that lets it
/// skip work could not be trusted in this process: `MainQueueProbe` (turns of the main run loop) and
/// `DefaultsWriteProbe` (reads of the stored defaults).
@MainActor
package enum FidelityNotes {
    /// Checks both probes (the stored defaults' for the standard defaults and each of `suites`), then returns a line
    /// `Note: …` and a newline for each that is not trusted, or an empty string when both are.
    package static func headerLine(suites: [String] = []) async -> String {
        await MainQueueProbe.verify()
        DefaultsWriteProbe.verify(suites: suites)
        return notes(suites: suites).map { "Note: \($0)\n" }.joined()
    }

    /// The notes as of the probes' last checks (the stored defaults' for the standard defaults and `suites`), main
    /// queue first; empty when every probe checked is trusted.
    package static func notes(suites: [String] = []) -> [String] {
        [MainQueueProbe.headerNote, DefaultsWriteProbe.headerNote(suites: suites)].compactMap { $0 }
    }
}
