import Foundation
import LifecycleRules
import Testing

@MainActor
@Suite("lifecycle-check run --shard and merge: a CI matrix's shards put back into one run")
struct ShardCommandTests {
    /// A folder for one test's reports, removed afterwards by the caller.
    func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("shard-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs each shard of `arguments` with `--json` and writes its report; returns the paths.
    func shards(_ arguments: [String], n: Int, into folder: URL) async throws -> [String] {
        var paths: [String] = []
        for k in 1...n {
            let r = await tool(arguments + ["--shard", "\(k)/\(n)", "--json"])
            #expect(r.code == 0 || r.code == 1, "\(r.err)")
            let path = folder.appendingPathComponent("shard-\(k).json").path
            try r.out.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        return paths
    }

    @Test("merging the shards of a failing mutant prints the whole run's verdict and first failure; a shard's replay line reruns it")
    func failingMutant() async throws {
        let dir = try folder("mutant")
        defer { try? FileManager.default.removeItem(at: dir) }
        // The first failing case of this run (25, generator v5) is in shard 2 of 3; shard 1 passes, shard 3 fails later (53).
        let run = ["run", "--app", "DeletesDraftOnDisconnect", "--seed", "0x1D", "--cases", "60"]
        let whole = await tool(run + ["--json"])
        #expect(whole.code == 1)
        #expect(whole.out.contains("\"case\":25,"))
        let paths = try await shards(run, n: 3, into: dir)
        let merged = await tool(["merge", "--json"] + paths.reversed())
        #expect(merged.code == 1, "\(merged.err)")
        #expect(merged.out == whole.out)
        let text = await tool(["merge"] + paths)
        #expect(text.code == 1)
        #expect(text.out.hasPrefix("Merged 3 shards of one run: "))
        #expect(text.out.contains("\nA2 "))
        #expect(text.out.contains("case 25 of 60"))
        #expect(text.out.contains("Replay: swift run lifecycle-check replay --seed 0x000000000000001D "
            + "--app DeletesDraftOnDisconnect --device pad --cases 60\n"))
        // Shard 2's replay line names its shard and gives the same report again.
        let second = try String(contentsOfFile: paths[1], encoding: .utf8)
        #expect(second.contains("\"shard\":{\"index\":2,\"count\":3,\"firstCase\":21,\"lastCase\":40,\"firstFailingCase\":25}"))
        let prefix = "\"replay\":\"swift run lifecycle-check "
        let start = try #require(second.range(of: prefix))
        let line = second[start.upperBound...].prefix { $0 != "\"" }
        #expect(line.hasSuffix(" --shard 2/3"))
        let again = await tool(line.split(separator: " ").map(String.init) + ["--json"])
        #expect(again.code == 1)
        #expect(again.out == second)
    }

    @Test("--shard and LIFECYCLE_SHARD are checked: k from 1 to n, n at least 1, k/n text; never a crash")
    func arguments() async {
        for (value, expected) in [
            ("0/3", "k/n with k from 1 to 3"), ("4/3", "k/n with k from 1 to 3"), ("1/0", "k/n with n from 1 to 1000000"),
            ("two", "k/n (shard k of n, both whole numbers), such as 2/4"),
        ] {
            let r = await tool(["run", "--cases", "5", "--shard", value])
            #expect(r.code == 2)
            #expect(r.err.hasPrefix("error: invalid value '\(value)' for '--shard'; expected \(expected)\n"), "\(r.err)")
        }
        let env = await tool(["run", "--cases", "5"], environment: ["LIFECYCLE_SHARD": "3/2"])
        #expect(env.code == 2)
        #expect(env.err == "error: LIFECYCLE_SHARD is '3/2'; expected k/n with k from 1 to 2\n")
        let explore = await tool(["explore", "--depth", "2", "--shard", "1/2"])
        #expect(explore.code == 2)
        #expect(explore.err.hasPrefix("error: 'explore' needs '--app'\n"))
        #expect(await tool(["explore", "--depth", "2", "--app", "editor", "--shard", "9/2"]).code == 2)
    }

    @Test("merge names the report and the problem: unreadable, another seed, overlapping or missing shards")
    func mergeErrors() async throws {
        let dir = try folder("errors")
        defer { try? FileManager.default.removeItem(at: dir) }
        let paths = try await shards(["run", "--seed", "0x2", "--cases", "6", "--max-events", "4"], n: 2, into: dir)
        let other = try await shards(["run", "--seed", "0x3", "--cases", "6", "--max-events", "4"], n: 2,
                               into: try folder("errors-other"))
        defer { try? FileManager.default.removeItem(at: URL(fileURLWithPath: other[0]).deletingLastPathComponent()) }
        #expect(await tool(["merge", "--json"] + paths).code == 0)
        let seed = await tool(["merge", paths[0], other[1]])
        #expect(seed.code == 2)
        #expect(seed.err == "\(other[1]): error: has seed 0x0000000000000003, \(paths[0]) has 0x0000000000000002\n")
        let overlap = await tool(["merge", paths[0], paths[1], paths[0]])
        #expect(overlap.err == "\(paths[0]): error: holds shard 1/2, as \(paths[0]) does (shards overlap)\n")
        let missing = await tool(["merge", paths[1]])
        #expect(missing.code == 2)
        #expect(missing.err == "error: shard 1/2 missing (given: 2/2 in \(paths[1]))\n")
        let absent = dir.appendingPathComponent("absent.json").path
        #expect(await tool(["merge", absent]).err == "\(absent): error: no such file\n")
        let none = await tool(["merge"])
        #expect(none.code == 2)
        #expect(none.err.hasPrefix("error: 'merge' needs at least one REPORT.json\n"))
        let profile = try await shards(["run", "--seed", "0x2", "--cases", "6", "--max-events", "5"], n: 2,
                                 into: try folder("errors-profile"))
        defer { try? FileManager.default.removeItem(at: URL(fileURLWithPath: profile[0]).deletingLastPathComponent()) }
        let mixed = await tool(["merge", paths[0], profile[1]])
        #expect(mixed.code == 2)
        #expect(mixed.err.hasPrefix("\(profile[1]): error: was run with other options"))
        let explored = await tool(["explore", "--depth", "1", "--app", "editor", "--shard", "1/1", "--json"])
        #expect(explored.code == 0)
        #expect(explored.out.contains("\"shard\":{\"index\":1,\"count\":1}"))
        let exploration = dir.appendingPathComponent("explore.json").path
        try explored.out.write(toFile: exploration, atomically: true, encoding: .utf8)
        #expect(await tool(["merge", paths[0], exploration]).err
            == "\(exploration): error: an exploration's report, which cannot be merged with a run's\n")
        #expect(await tool(["merge", exploration, paths[0]]).err.hasPrefix(
            "\(paths[0]): error: not an exploration's report, as \(exploration) is; "))
        let noStates = dir.appendingPathComponent("no-states.json").path
        try explored.out.replacingOccurrences(of: "\"states\"", with: "\"stat\"")
            .write(toFile: noStates, atomically: true, encoding: .utf8)
        #expect(await tool(["merge", noStates]).err.hasPrefix("\(noStates): error: has no 'states' array"))
    }

    @Test("an exploration's shards merge into the whole exploration's report: sequences summed, states united")
    func explorationMerge() async throws {
        let dir = try folder("explore")
        defer { try? FileManager.default.removeItem(at: dir) }
        let explore = ["explore", "--depth", "2", "--app", "editor"]
        let whole = await tool(explore + ["--json"])
        #expect(whole.code == 0)
        for n in [1, 3] {
            let paths = try await shards(explore, n: n, into: dir)
            let merged = await tool(["merge", "--json"] + paths.reversed())
            #expect(merged.code == 0, "\(merged.err)")
            #expect(merged.out == whole.out, "n = \(n)")
        }
        let paths = try await shards(explore, n: 3, into: dir)
        let text = await tool(["merge"] + paths)
        #expect(text.out.hasPrefix("Merged 3 shards of one exploration: "))
        #expect(text.out.contains("\nPASS DocumentEditor (pad, scenes): every lifecycle up to 2 events, "))
        #expect(text.out.hasSuffix("Replay: swift run lifecycle-check explore --depth 2 --app editor\n"))
        #expect(await tool(["merge", paths[0], paths[2]]).err.contains("shard 2/3 missing"))
    }

    @Test("a failing exploration's shards merge into the whole one's verdict and shrunk failure")
    func failingExplorationMerge() async throws {
        let dir = try folder("explore-failing")
        defer { try? FileManager.default.removeItem(at: dir) }
        // A mutant whose shortest failure is 2 events: every lifecycle up to 2 events is cheap to run five times.
        let explore = ["explore", "--depth", "2", "--app", "CompletionHandlerCalledTwice"]
        let whole = await tool(explore + ["--json"])
        #expect(whole.code == 1)
        let paths = try await shards(explore, n: 4, into: dir)
        let merged = await tool(["merge", "--json"] + paths)
        #expect(merged.code == 1, "\(merged.err)")
        #expect(merged.out == whole.out)
        let text = await tool(["merge"] + paths)
        #expect(text.code == 1)
        #expect(text.out.contains("\nA13 "), "\(text.out)")
    }
}
