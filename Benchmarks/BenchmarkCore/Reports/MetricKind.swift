/// How a metric is treated when two reports are compared.
public enum MetricKind: String, Sendable, Codable, CaseIterable {
    /// An absolute time or throughput. Shown, never gates: it depends on the machine and its load.
    case time
    /// A ratio between two measurements taken in the same run (an architecture against MVC, a
    /// binding kit against the floor). Machine effects largely cancel, so it gates when it regresses
    /// past the threshold.
    case ratio
    /// A figure that the same sources always reproduce exactly (glue-code size, allocations). Any
    /// change gates.
    case deterministic
    /// A size the operating system reports for a whole process (peak resident memory). Shown, never
    /// gates: it moves with the allocator, the C library and the system's page handling.
    case memory
    /// Instructions executed per event (`bench --instructions`), counted under Valgrind on Linux or
    /// from the kernel's retired-instruction count on macOS. Valgrind's repeat to a few parts in a
    /// million on one machine and toolchain, so they gate when they get worse by more than the
    /// instruction threshold; a count that depends on where the code lies carries its placements'
    /// counts, and a move must stand out from them (``CodePlacement``). Between counters, CPU models
    /// or toolchains they are not comparable and do not gate.
    case instructions
}
