/// What a run counts for each timed case in fresh processes of its own: allocations (where the
/// allocator can be counted) and instructions (with `--instructions`, under Valgrind). `nil` for
/// either leaves that figure to the run's own process, or out.
public struct CaseProbes: Sendable {
    /// Counts allocations per event; `nil` counts them in the running process, after timing.
    public var allocations: AllocationProbe?
    /// Counts instructions per event; `nil` leaves them out of the report.
    public var instructions: InstructionProbe?
    /// The cases whose instructions `instructions` does not count (identifiers).
    public var uncounted: Set<String>

    /// Probes for a run.
    public init(allocations: AllocationProbe? = nil, instructions: InstructionProbe? = nil, uncounted: Set<String> = []) {
        self.allocations = allocations
        self.instructions = instructions
        self.uncounted = uncounted
    }
}
