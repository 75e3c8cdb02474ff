// Teaches: a seeded pseudo-random generator of our own (SplitMix64), so that a seed printed by a
// failing random session replays the same session on any machine and any Swift version. The standard
// library's `random(in:using:)` may change its algorithm; `below(_:)` here never will.

struct SplitMix64: Sendable {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound`; 0 when `bound` is not positive.
    mutating func below(_ bound: Int) -> Int {
        guard bound > 0 else { return 0 }
        return Int(next() % UInt64(bound))
    }

    /// One element of a non-empty array; nil for an empty one.
    mutating func pick<Element>(_ elements: [Element]) -> Element? {
        guard !elements.isEmpty else { return nil }
        return elements[below(elements.count)]
    }
}
