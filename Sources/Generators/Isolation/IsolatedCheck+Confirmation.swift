import Foundation
import LifecycleRules

extension IsolatedCheck {
    /// How long a confirmation's worker may run before it is ended (its events are few: a hang shows as this).
    static let confirmationLimit: Duration = .seconds(120)

    /// Runs `events` alone in a new worker (the test binary run again with only the calling test) and tells whether
    /// they fail `rule` there, as they did in this process.
    ///
    /// The worker keeps its user defaults in a folder of its own, as a check's worker does, and runs the checks of
    /// the test that came before this one as they ran here, so the test reaches this check the same way.
    package static func confirm(
        _ events: [String], rule: String, launch: WorkerLaunch, seed: Seed, environment: [String: String], app: String
    ) async -> NewProcessConfirmation {
        if await CheckTurns.isHeldByCurrentTask {
            return await confirmInWorker(events, rule: rule, launch: launch, seed: seed, environment: environment, app: app)
        }
        return await WorkerSlots.holding { () async -> NewProcessConfirmation in
            await confirmInWorker(events, rule: rule, launch: launch, seed: seed, environment: environment, app: app)
        }
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
        do {
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("config"), withIntermediateDirectories: true)
            try Data(events.joined(separator: "\n").utf8).write(to: eventsFile)
            try Data(TrapRecordText.encode(checks: finishedChecks).utf8).write(to: trapsFile)
            try Data().write(to: resultFile)
        } catch {
            return .unavailable("cannot write the worker's files in \(directory.path): \(error.localizedDescription)")
        }
        var env = workerEnvironment(environment, launch: launch, seed: seed, directory: directory, traps: trapsFile)
        env[WorkerEnvironment.confirm] = eventsFile.path
        env[WorkerEnvironment.confirmed] = resultFile.path
        let ended: String
        do throws(RunConfigurationError) {
            ended = try await run(launch, environment: env, log: logFile, app: app, limit: confirmationLimit)
        } catch {
            return .unavailable(error.description)
        }
        let written = (try? String(contentsOf: resultFile, encoding: .utf8)) ?? ""
        guard let result = ConfirmationResult(written) else {
            let output = (try? String(contentsOf: logFile, encoding: .utf8)) ?? ""
            return .unavailable("the worker \(ended) before it ran the events; its output ends:\n" + tail(output))
        }
        switch result {
        case .failed(let found, _) where found == rule: return .reproduced
        case .failed(let found, let message): return .notReproduced("failed \(found) instead: \(message)")
        case .held: return .notReproduced("hold every rule")
        }
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
