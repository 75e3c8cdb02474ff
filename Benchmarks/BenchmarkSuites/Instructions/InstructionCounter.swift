import BenchmarkCore

/// What counts the instructions one event of a timed case executes, in a fresh process of `bench`
/// that runs the case's two windows of work (`bench count-instructions CASE`): Valgrind's callgrind
/// on Linux (``InstructionProbe``), the kernel's count of retired instructions on macOS
/// (``RetiredInstructionProbe``). Both turn the windows into a figure the same way (``CountedWindows``).
public protocol InstructionCounter: Sendable {
    /// The counter, as the report names it (``BenchmarkReport/instructionCounting``): `compare` gates
    /// counts only between reports that name the same one.
    var counting: String { get }
    /// Says how instructions were counted, for the report's notes.
    var reportNote: String { get }
    /// The instructions one event of the case named `identifier` executes with the code at
    /// `placement` (``CodePlacement``), and whether the counted work hashed a key path, where the
    /// counter can tell.
    ///
    /// - Throws: ``CheckFailure`` if the child cannot run, fails the case's check, or its windows
    ///   are not two or do not grow with the work.
    func count(_ identifier: String, placement: Int) throws(CheckFailure) -> (perEvent: Double, hashesKeyPaths: Bool)
    /// Whether ``count(_:placement:)`` can tell that the counted work hashed a key path (callgrind
    /// names the functions it counted; the kernel's count cannot): where it cannot, every case is
    /// counted at two placements (``CountingQueue``).
    var namesFunctions: Bool { get }
    /// Removes whatever the counter made on disk for the run.
    func remove()
}
