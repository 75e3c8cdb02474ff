import BenchmarkCore

/// What fresh processes counted for one timed case (``CaseProbes``): its allocations and memory
/// peaks, and the instructions one event executes; `nil` for a figure no probe counts.
public struct CaseCounts: Sendable, Equatable {
    /// What `bench count-allocations` answered.
    public var children: ChildFigures?
    /// What `bench count-instructions` counted, at one placement of the code or several.
    public var instructions: InstructionCount?

    /// Counts of one case.
    public init(children: ChildFigures? = nil, instructions: InstructionCount? = nil) {
        self.children = children
        self.instructions = instructions
    }
}
