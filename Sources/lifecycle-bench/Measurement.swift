import Foundation

/// Repeated timings of one measurement: median, min and max of a rate.
struct Measurement {
    var samples: [Double]

    var sorted: [Double] { samples.sorted() }
    var median: Double { sorted[sorted.count / 2] }
    var min: Double { sorted.first! }
    var max: Double { sorted.last! }

    /// `1.23 M/s (min 1.10, max 1.30)`.
    func rate(unit: String = "/s") -> String {
        "\(Format.si(median))\(unit) (min \(Format.si(min)), max \(Format.si(max)))"
    }
}

enum Format {
    static func si(_ x: Double) -> String {
        if x >= 1e6 { return String(format: "%.2f M", x / 1e6) }
        if x >= 1e3 { return String(format: "%.1f k", x / 1e3) }
        return String(format: "%.1f", x)
    }

    static func ms(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }
}

enum Clock {
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Runs `body` and returns its duration in seconds.
    static func time(_ body: () -> Void) -> Double {
        let start = now()
        body()
        return now() - start
    }

    /// The seconds `body` takes, for a body that awaits (a check lets the main run loop turn between events).
    static func time(_ body: () async -> Void) async -> Double {
        let start = now()
        await body()
        return now() - start
    }
}

/// Peak resident memory of this process so far, in MiB.
func peakMemoryMiB() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    return Double(usage.ru_maxrss) / 1024
}
