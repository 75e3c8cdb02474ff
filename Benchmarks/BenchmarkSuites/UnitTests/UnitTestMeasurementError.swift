/// Why the unit tests could not be measured.
public struct UnitTestMeasurementError: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String

    /// Creates an error.
    public init(_ description: String) {
        self.description = description
    }
}
