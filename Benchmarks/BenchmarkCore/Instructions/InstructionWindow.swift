import CCallgrindRequest

/// Marks the edges of the windows whose instructions Valgrind counts.
///
/// A counting process calls ``start()`` before its first window of work, then ``boundary()``
/// between windows and after the last one. Valgrind's callgrind, started with `--dump-before=` ``symbolPattern``, writes
/// the instructions counted so far to a file of its own each time the marker is entered, and starts
/// counting afresh; so the files between two calls hold one window each, and start-up, set-up and
/// the checks fall outside every window (see ``CallgrindRun``).
public enum InstructionWindow {
    /// The pattern callgrind matches against the marker's (mangled) symbol.
    public static let symbolPattern = "*InstructionWindow*boundary*"

    /// Starts callgrind's instrumentation (start-up and set-up ran without it: callgrind starts with
    /// `--instr-atstart=no`, several times faster), then marks the first window's start. Outside
    /// Valgrind it only marks.
    public static func start() {
        callgrind_start_instrumentation()
        boundary()
    }

    /// Does nothing observable, out of line, so that entering it is an event callgrind sees. The
    /// opaque call keeps the optimizer from removing calls to a function with no effect.
    @inline(never)
    public static func boundary() {
        blackHole(())
    }
}
