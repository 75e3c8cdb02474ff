/// A command line that cannot be understood. Its description is the one line to print; the process
/// should then exit with ``BenchOptions/usageExitCode``.
public struct BenchOptionsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, in one line.
    public var message: String

    /// Creates an error with a message.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String {
        message
    }

    /// What to print to stderr: one line, naming what was wrong and where help is.
    public var line: String {
        "error: \(message) (bench --help says more)"
    }
}
