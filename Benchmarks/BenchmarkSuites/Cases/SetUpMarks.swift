import BenchmarkCore

/// Where a case's set-up says how far it has got, so that the counting child can split its peak
/// resident memory: a case whose fixture is large (the fake server's answers for a list of 100,000
/// subjects) marks the moment it is made, before it shows any screen. Reading the peak costs one
/// read of `/proc/self/status`, outside anything timed.
@MainActor
enum SetUpMarks {
    /// The process's peak when the case last marked its fixture made; nil when it did not.
    static var fixturePeakBytes: Double?

    /// Marks the case's fixture made.
    static func fixtureMade() {
        fixturePeakBytes = ResidentMemory.peakBytes()
    }
}
