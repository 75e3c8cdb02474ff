/// A case produced the wrong result: the screen does not show what the specification says, or two
/// paths that must agree do not. The case yields no figures; the run reports it and fails.
public struct CheckFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong, in one line.
    public var message: String
    /// What the screen showed (its plain-text rendering), when a screen was involved.
    public var rendering: String?

    /// Creates a failure.
    public init(_ message: String, rendering: String? = nil) {
        self.message = message
        self.rendering = rendering
    }

    public var description: String {
        guard let rendering, !rendering.isEmpty else {
            return message
        }
        return message + "\nThe screen showed:\n" + rendering
    }
}
