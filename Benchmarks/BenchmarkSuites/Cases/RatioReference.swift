/// How a case's figure is set against another case measured in the same run: the architecture
/// against MVC, the binding kit against the floor, one reformer path against the other.
public struct RatioReference: Sendable, Hashable {
    /// Identifier of the case measured for the denominator (may be the case itself, giving 1×).
    public var caseIdentifier: String
    /// Metric of both results that is divided, e.g. `time per event`.
    public var metric: String
    /// Name of the ratio metric added to the case's result, e.g. `vs MVC`.
    public var name: String

    /// Creates a reference.
    public init(caseIdentifier: String, metric: String, name: String) {
        self.caseIdentifier = caseIdentifier
        self.metric = metric
        self.name = name
    }
}
