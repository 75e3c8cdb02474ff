// Teaches: a seeded pseudo-random generator of our own (SplitMix64), shared by every test target
// that walks a "random" mix of actions, so that a seed printed by a failing test replays the same
// walk on any machine and any Swift version. The standard library's `random(in:using:)` may change
// its algorithm; `below(_:)` here never will.

/// A deterministic pseudo-random sequence: the same seed gives the same numbers everywhere.
public struct SplitMix64: Sendable {
    private var state: UInt64

    /// Starts the sequence at `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 pseudo-random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound`; 0 when `bound` is not positive.
    public mutating func below(_ bound: Int) -> Int {
        guard bound > 0 else { return 0 }
        return Int(next() % UInt64(bound))
    }

    /// One element of a non-empty array; nil for an empty one.
    public mutating func pick<Element>(_ elements: [Element]) -> Element? {
        guard !elements.isEmpty else { return nil }
        return elements[below(elements.count)]
    }
}
