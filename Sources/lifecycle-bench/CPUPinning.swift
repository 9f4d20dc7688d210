import Foundation

/// Keeps every thread of this process on one CPU, so the figures are one core's.
///
/// A check runs on the main actor, and the main run loop turns after each event
/// (`ReferenceRuntime.send(_:)`, an `await Task.yield()`). Once the main thread is parked in
/// `dispatchMain()`, the main actor's jobs run on libdispatch's worker threads, and each turn hands them from
/// one worker to another. Left free, the scheduler wakes the next worker on the other core, which on this
/// machine (a VM) made a turn cost 20–48 µs against 6.2 µs on one core (`swiftc -O`, 20,000 turns), and halved
/// the end-to-end rate. Pinned, the bench measures the check's own work, on the one core the targets are stated
/// for; `--unpinned` measures what a process left to the scheduler (a `swift test` run) sees.
enum CPUPinning {
    // The Glibc module leaves out the GNU affinity calls (they need `_GNU_SOURCE`), so they are looked up.
    private typealias Affinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
    private typealias CurrentCPU = @convention(c) () -> Int32

    private static func libc<T>(_ name: String, as type: T.Type) -> T? {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }

    /// Restricts every thread of the process, and the threads they start later, to the CPU it runs on now
    /// (or, if that is not allowed, the lowest allowed one). Returns the CPU, or `nil` if the kernel refused.
    static func pinToOneCPU() -> Int32? {
        guard let sched_getaffinity = libc("sched_getaffinity", as: Affinity.self),
              let sched_setaffinity = libc("sched_setaffinity", as: Affinity.self),
              let sched_getcpu = libc("sched_getcpu", as: CurrentCPU.self) else { return nil }
        var allowed = cpu_set_t()
        guard sched_getaffinity(0, MemoryLayout<cpu_set_t>.size, &allowed) == 0 else { return nil }
        let bitsPerWord = UInt32(MemoryLayout<UInt>.size * 8)
        func isAllowed(_ cpu: Int32) -> Bool {
            withUnsafeBytes(of: &allowed) { raw in
                let words = raw.bindMemory(to: UInt.self)
                let word = Int(UInt32(cpu) / bitsPerWord)
                return word < words.count && words[word] & (1 << UInt(UInt32(cpu) % bitsPerWord)) != 0
            }
        }
        var cpu = sched_getcpu()
        if cpu < 0 || !isAllowed(cpu) {
            guard let lowest = (0..<Int32(MemoryLayout<cpu_set_t>.size * 8)).first(where: isAllowed) else { return nil }
            cpu = lowest
        }
        var one = cpu_set_t()
        withUnsafeMutableBytes(of: &one) { raw in
            let words = raw.bindMemory(to: UInt.self)
            words[Int(UInt32(cpu) / bitsPerWord)] = 1 << UInt(UInt32(cpu) % bitsPerWord)
        }
        // The threads that exist now (libdispatch's workers may already run), then the calling thread, whose
        // later threads inherit its mask.
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        for task in tasks.sorted() {
            guard let tid = Int32(task) else { continue }
            _ = sched_setaffinity(tid, MemoryLayout<cpu_set_t>.size, &one)
        }
        guard sched_setaffinity(0, MemoryLayout<cpu_set_t>.size, &one) == 0 else { return nil }
        return cpu
    }

    /// Lets every thread of the process run on any CPU again: a part of a proof started by a pinned bench inherits
    /// its one CPU, and runs beside the other parts only once it has them all.
    static func unpinFromOneCPU() {
        guard let sched_setaffinity = libc("sched_setaffinity", as: Affinity.self) else { return }
        var all = cpu_set_t()
        withUnsafeMutableBytes(of: &all) { raw in
            for i in raw.indices { raw[i] = 0xFF }
        }
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        for task in tasks.sorted() {
            guard let tid = Int32(task) else { continue }
            _ = sched_setaffinity(tid, MemoryLayout<cpu_set_t>.size, &all)
        }
        _ = sched_setaffinity(0, MemoryLayout<cpu_set_t>.size, &all)
    }
}
