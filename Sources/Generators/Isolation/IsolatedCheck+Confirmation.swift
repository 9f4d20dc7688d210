import Foundation
import LifecycleRules

extension IsolatedCheck {
    /// How long a confirmation's worker may run before it is ended: it starts the test binary and runs a few events,
    /// so a worker still running then hangs.
    static let confirmationLimit: Duration = .seconds(120)

    /// Runs `events` alone in a new worker (the test binary run again with only the calling test) and tells whether
    /// they fail `rule` there, as they did in this process.
    ///
    /// The worker keeps its user defaults in a folder of its own, as a check's worker does, and runs no other check of
    /// the test (`IsolatedCheck.WorkerRole.skip`): what they would leave behind is what it is there to do without.
    package static func confirm(
        _ events: [String], rule: String, launch: WorkerLaunch, seed: Seed, environment: [String: String], app: String
    ) async -> NewProcessConfirmation {
        if await CheckTurns.isHeldByCurrentTask {
            return await confirmInWorker(events, rule: rule, launch: launch, seed: seed, environment: environment, app: app)
        }
        return await CoreSlots.shared.holdingForChild { () async -> NewProcessConfirmation in
            await confirmInWorker(events, rule: rule, launch: launch, seed: seed, environment: environment, app: app)
        }
    }

    /// `confirm` for a worker, which runs no other check meanwhile: no core is counted.
    package static func confirmAlone(
        _ events: [String], rule: String, launch: WorkerLaunch, seed: Seed, environment: [String: String], app: String
    ) async -> NewProcessConfirmation {
        await confirmInWorker(events, rule: rule, launch: launch, seed: seed, environment: environment, app: app)
    }

    private static func confirmInWorker(
        _ events: [String], rule: String, launch: WorkerLaunch, seed: Seed, environment: [String: String], app: String
    ) async -> NewProcessConfirmation {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("lifecycle-confirm-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 1...UInt64.max))")
        defer { try? FileManager.default.removeItem(at: directory) }
        let eventsFile = directory.appendingPathComponent("events.txt")
        let resultFile = directory.appendingPathComponent("result.txt")
        let trapsFile = directory.appendingPathComponent("traps.txt")
        let logFile = directory.appendingPathComponent("output.txt")
        // The report names what went wrong in words that are the same on every run; the particulars (paths, the
        // worker's output) go to standard error.
        do {
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("config"), withIntermediateDirectories: true)
            try Data(events.joined(separator: "\n").utf8).write(to: eventsFile)
            try Data().write(to: trapsFile)
            try Data().write(to: resultFile)
        } catch {
            note("cannot write the files of \(app)'s confirming worker in \(directory.path): \(error.localizedDescription)")
            return .unavailable("the worker's files could not be written")
        }
        var env = workerEnvironment(environment, launch: launch, seed: seed, directory: directory, traps: trapsFile)
        env[WorkerEnvironment.confirm] = eventsFile.path
        env[WorkerEnvironment.confirmed] = resultFile.path
        let ended: String
        do throws(RunConfigurationError) {
            ended = try await run(launch, environment: env, log: logFile, app: app, limit: confirmationLimit)
        } catch {
            note(error.description)
            return .unavailable("the worker could not be started")
        }
        let written = (try? String(contentsOf: resultFile, encoding: .utf8)) ?? ""
        guard let result = ConfirmationResult(written) else {
            let output = (try? String(contentsOf: logFile, encoding: .utf8)) ?? ""
            note("\(app)'s confirming worker \(ended) before it ran the events; its output ends:\n" + tail(output))
            return .unavailable(ended.hasPrefix("was ended after")
                ? "the worker did not finish within \(Int(confirmationLimit.components.seconds)) s"
                : "the worker ended before it ran the events (its output is on standard error)")
        }
        switch result {
        case .failed(let found, _) where found == rule: return .reproduced
        case .failed(let found, let message): return .notReproduced("failed \(found) instead: \(message)")
        case .held: return .notReproduced("hold every rule")
        }
    }

    /// Writes `text` to standard error, as a warning of the test run.
    private static func note(_ text: String) {
        FileHandle.standardError.write(Data("warning: \(text)\n".utf8))
    }
}

/// What a confirmation's worker writes: `held`, or `failed`, the rule and the message, a line each.
package enum ConfirmationResult: Equatable {
    case held
    case failed(rule: String, message: String)

    package init?(_ text: String) {
        let lines = text.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        switch lines.first {
        case "held": self = .held
        case "failed" where lines.count == 3: self = .failed(rule: lines[1], message: lines[2])
        default: return nil
        }
    }

    package var text: String {
        switch self {
        case .held: return "held"
        case .failed(let rule, let message): return "failed\n\(rule)\n\(message.replacingOccurrences(of: "\n", with: " "))"
        }
    }
}
