/// Two readings of the same bytes that disagree, with no listed ``FoundationJSONDifference`` to
/// explain it: a bug on one side, which the differential fuzz target stops on.
public struct ReformerDisagreement: Error, Sendable, CustomStringConvertible {
    /// What was read: `JSON`, `catalogue`, `settings` or `session`.
    public let reading: String
    /// Who said what.
    public let detail: String

    public var description: String { "\(reading): \(detail)" }
}
