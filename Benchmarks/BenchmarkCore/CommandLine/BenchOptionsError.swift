/// A command line that cannot be understood. Its description is the message to print before the
/// usage text; the process should then exit with ``BenchOptions/usageExitCode``.
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

    /// What to print to stderr: the error, then the usage text.
    public var messageWithUsage: String {
        "error: \(message)\n\n\(BenchOptions.usage)\n"
    }
}
