/// xoshiro256**: the generator every draw of the lifecycle generator comes from.
///
/// Seeded from one `UInt64` through four SplitMix64 outputs (as its authors
/// recommend). The stream is fixed by this file and identical on every
/// platform, toolchain and run; nothing here uses the standard library's
/// random APIs, whose algorithms may change.
public struct Xoshiro256StarStar: RandomNumberGenerator, Hashable, Sendable {
    private var s0: UInt64, s1: UInt64, s2: UInt64, s3: UInt64

    public init(seed: UInt64) {
        var sm = SplitMix64(seed: seed)
        s0 = sm.next()
        s1 = sm.next()
        s2 = sm.next()
        s3 = sm.next()
    }

    public mutating func next() -> UInt64 {
        let result = rotl(s1 &* 5, 7) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotl(s3, 45)
        return result
    }

    @inline(__always)
    private func rotl(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }
}
