import Foundation
import LifecycleCheckCLI
import Testing

/// `lifecycle-check replay-trace`: exit 0 when every rule holds, 1 for a broken rule, 2 for a trace it cannot map.
@MainActor
@Suite("lifecycle-check replay-trace")
struct ReplayTraceCommandTests {
    static let recorded = examples.appendingPathComponent("recorded/editor-pad.jsonl").path

    @Test("the recorded editor trace passes against the editor: exit 0")
    func passes() async {
        let r = await tool(["replay-trace", Self.recorded])
        #expect(r.code == 0, "\(r.out)\(r.err)")
        #expect(r.out.hasPrefix("PASS DocumentEditor (pad, scenes): trace \(Self.recorded), 42 calls mapped to 16 events"))
        #expect(r.err.isEmpty)
    }

    @Test("against a mutant it reports the mutant's rule with a replay line naming the options: exit 1")
    func mutant() async {
        let r = await tool(["replay-trace", Self.recorded, "--app", "DeletesDraftOnDisconnect", "--user-actions", "type"])
        #expect(r.code == 1, "\(r.out)\(r.err)")
        #expect(r.out.hasPrefix("A2 disconnect keeps user data: "))
        #expect(r.out.contains("Replay: swift run lifecycle-check replay-trace \(Self.recorded) --app DeletesDraftOnDisconnect "
            + "--user-actions type\n"))
    }

    @Test("a trace that cannot be mapped is reported as file:line: error: with why: exit 2")
    func unmappable() async {
        let r = await tool(["replay-trace", Self.recorded, "--device", "phone"])
        #expect(r.code == 2)
        #expect(r.out.isEmpty)
        #expect(r.err.hasPrefix("\(Self.recorded):8: error: application(_:configurationForConnecting:options:) for session "))
    }

    @Test("a missing file, a missing FILE and an unknown app are errors: exit 2")
    func badInput() async {
        let missing = await tool(["replay-trace", "/nonexistent/trace.jsonl"])
        #expect(missing.code == 2)
        #expect(missing.err == "/nonexistent/trace.jsonl:0: error: cannot open '/nonexistent/trace.jsonl': no such file or directory\n")
        #expect(await tool(["replay-trace"]).code == 2)
        let app = await tool(["replay-trace", Self.recorded, "--app", "Editr"])
        #expect(app.code == 2)
        #expect(app.err.contains("--app"))
    }

    @Test("the tool's help lists replay-trace with its abstract aligned with the others")
    func help() async {
        let r = await tool(["help"])
        #expect(r.out.contains("  replay-trace  Replay a recorded trace against an app"))
        #expect(r.out.contains("  run           Check an app on generated lifecycles"))
    }
}

extension ReplayTraceCommandTests {
    @Test("--json prints one object: the verdict, the failure with its trace line, and nothing on standard error")
    func json() async {
        let r = await tool(["replay-trace", Self.recorded, "--app", "RestoresGlobalLastDocument", "--json"])
        #expect(r.code == 1)
        #expect(r.err.isEmpty)
        #expect(r.out.hasPrefix("{\"verdict\":\"violation\",\"exitStatus\":1,\"trace\":"))
        #expect(r.out.contains("\"failure\":{\"rule\":\"A1\""))
        #expect(r.out.contains("\"event\":9,\"line\":22,"))
        #expect(r.out.hasSuffix("}\n") && r.out.filter { $0 == "\n" }.count == 1)
        let unmappable = await tool(["replay-trace", Self.recorded, "--device", "phone", "--json"])
        #expect(unmappable.code == 2)
        #expect(unmappable.err.isEmpty)
        #expect(unmappable.out.hasPrefix("{\"verdict\":\"unmappable\",\"exitStatus\":2,\"trace\":"))
        #expect(unmappable.out.contains("\"error\":{\"line\":8,\"message\":"))
    }
}

extension ReplayTraceCommandTests {
    @Test("- reads standard input, named <stdin> in the report")
    func standardInput() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let binary = ToolBinary.url.path
        process.arguments = ["-c", "'\(binary)' replay-trace - < '\(Self.recorded)'"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: data, as: UTF8.self).hasPrefix("PASS DocumentEditor (pad, scenes): trace <stdin>, 42 calls"))
    }
}

extension ReplayTraceCommandTests {
    @Test("a file name with a line feed cannot forge a line of the report")
    func controlCharactersInName() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("a\nPASS.jsonl").path
        try FileManager.default.copyItem(atPath: Self.recorded, toPath: path)
        let r = await tool(["replay-trace", path])
        #expect(r.code == 0)
        #expect(!r.out.split(separator: "\n").contains { $0.hasPrefix("PASS.jsonl") })
        #expect(r.out.contains("a\\nPASS.jsonl"))
    }
}
