/// How a report is written.
public enum OutputFormat: String, Sendable, CaseIterable, Equatable {
    /// Plain text with aligned columns, for a terminal.
    case table
    /// Markdown tables, for pull requests and docs.
    case markdown
    /// Pretty JSON with sorted keys, for `bench compare` and tools.
    case json
}
