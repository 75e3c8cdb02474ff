/// A table shown ahead of a report's per-suite tables, such as a summary that puts every
/// architecture side by side. Built from the report's own figures, never typed in.
public struct ReportSection: Sendable, Equatable {
    /// Heading of the section.
    public var title: String
    /// One sentence under the heading saying what the cells are, or empty.
    public var caption: String
    /// The table.
    public var table: TextTable

    /// The title of the claims' section, which the HTML page shows in a table of its own instead.
    public static let claimsTitle = "The articles' claims, as measured"

    /// Creates a section.
    public init(title: String, caption: String = "", table: TextTable) {
        self.title = title
        self.caption = caption
        self.table = table
    }
}
