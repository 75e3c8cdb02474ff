/// What a run counts for each timed case in fresh processes of its own: allocations (where the
/// allocator can be counted; on macOS the child reads only the case's peak memory) and instructions
/// (with `--instructions`: under Valgrind on Linux, from the kernel's retired-instruction count on
/// macOS). `nil` for either leaves that figure to the run's own process, or out.
public struct CaseProbes: Sendable {
    /// Counts allocations per event; `nil` counts them in the running process, after timing.
    public var allocations: AllocationProbe?
    /// Counts instructions per event; `nil` leaves them out of the report.
    public var instructions: (any InstructionCounter)?
    /// The cases whose instructions `instructions` does not count (identifiers).
    public var uncounted: Set<String>

    /// Probes for a run.
    public init(allocations: AllocationProbe? = nil, instructions: (any InstructionCounter)? = nil,
                uncounted: Set<String> = []) {
        self.allocations = allocations
        self.instructions = instructions
        self.uncounted = uncounted
    }
}
