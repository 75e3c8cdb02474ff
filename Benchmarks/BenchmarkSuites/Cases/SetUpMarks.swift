import BenchmarkCore

/// Where a case's set-up says how far it has got, so that the counting child can split its peak
/// resident memory: a case whose fixture is large (the fake server's answers for a list of 100,000
/// subjects) marks the moment it is made, before it shows any screen. Only the child that counts
/// allocations reads the peak (one read of `/proc/self/status`, outside anything it counts);
/// elsewhere a mark does nothing, so that no other figure's process runs anything extra.
@MainActor
enum SetUpMarks {
    /// Whether marks read the peak: set by the counting child.
    static var isReading = false
    /// The process's peak when the case last marked its fixture made; nil when it did not.
    static var fixturePeakBytes: Double?

    /// Marks the case's fixture made.
    static func fixtureMade() {
        fixturePeakBytes = isReading ? ResidentMemory.peakBytes() : nil
    }
}
