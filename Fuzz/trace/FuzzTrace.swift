// libFuzzer entry point for the trace reader and checker. Built together with the
// sources of the trace reader and the system rules as one module (see README.md), so it needs no import.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file the same bytes are written to, to read them through a descriptor as well.
nonisolated(unsafe) private var scratch: Int32 = -1

/// Reads `data` as a trace from memory and from a file, checks it, and traps if the two readings differ.
///
/// Every line's error or call, the header, the violations and every diagnostic are
/// computed; a crash, a sanitizer report or a timeout is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTrace(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    checkFastPath(bytes)
    let fromMemory = check(TraceReader(bytes: bytes))
    if scratch < 0 {
        var template = Array("/tmp/fuzz-trace-XXXXXX".utf8CString)
        scratch = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    }
    guard scratch >= 0, ftruncate(scratch, 0) == 0 else { return 0 }
    var written = 0
    while written < bytes.count {
        let n = bytes.withUnsafeBytes { pwrite(scratch, $0.baseAddress! + written, bytes.count - written, off_t(written)) }
        guard n > 0 else { return 0 }
        written += n
    }
    _ = lseek(scratch, 0, SEEK_SET)
    let fromFile = check(TraceReader(descriptor: scratch, name: "fuzz.jsonl"))
    precondition(fromMemory == fromFile, "reading from memory and from a descriptor differ")
    return 0
}

/// The header, each line's call or error, and every diagnostic, in order.
private func check(_ reader: TraceReader) -> [String] {
    var reader = reader
    var checker = TraceChecker(header: reader.header)
    var out: [String] = ["\(reader.header)"]
    var found: [Finding] = []
    while let result = reader.next() {
        switch result {
        case .success(let line):
            out.append("\(line.number) \(line.record.call.rawValue)")
            checker.check(line, into: &found)
        case .failure(let error):
            let text = error.diagnostic(file: "fuzz.jsonl")
            precondition(text.utf8.filter { $0 == 0x0A }.count == 1, "a diagnostic is not one line")
            out.append(text)
        }
        for v in found { out.append(v.rendered(file: "fuzz.jsonl")) }
        found.removeAll()
    }
    for v in checker.finish() { out.append(v.rendered(file: "fuzz.jsonl")) }
    return out
}

/// Traps when the reader's fast path reads a line other than the general path does: for every line the
/// scanner accepts, the general path must accept it too and give the same record.
private func checkFastPath(_ bytes: [UInt8]) {
    var strings = TraceStringTable()
    var start = 0
    while start <= bytes.count {
        var end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
        let next = end + 1
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        bytes.withUnsafeBufferPointer { all in
            let line = UnsafeBufferPointer(rebasing: all[start..<end])
            guard let fast = TraceLineScanner.record(in: line, strings: &strings) else { return }
            guard case .success(let fields) = TraceReader.object(in: line, line: 1),
                  case .success(let general) = TraceReader.line(from: fields, number: 1) else {
                preconditionFailure("the fast path accepts a line the general path rejects")
            }
            precondition(general.record == fast, "the fast path and the general path read a line differently")
        }
        start = next
    }
}
