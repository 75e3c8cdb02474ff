/// Why a toolchain tool, or a measurement that runs one, failed.
public struct ToolchainError: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String

    /// Creates an error.
    public init(_ description: String) {
        self.description = description
    }
}
