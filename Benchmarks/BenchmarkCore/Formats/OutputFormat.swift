/// How a report is written.
public enum OutputFormat: String, Sendable, CaseIterable, Equatable {
    /// Plain text with aligned columns, for a terminal.
    case table
    /// Markdown tables, for pull requests and docs.
    case markdown
    /// Pretty JSON with sorted keys, for `bench compare` and tools.
    case json
    /// One self-contained HTML page with coloured factors and charts, for a browser (``HTMLReport``).
    case html
    /// One SVG chart of the propagation ratios, for the results page (``ResultsChart``).
    case svg
    /// The claims alone, each with its verdict and why, as the README shows them (``ClaimsDigest``).
    case claims
    /// The README's first screen: the verdicts' tally and what the figures say, with the chart
    /// below (``AnswerFirst``).
    case answer
    /// That chart: each architecture's code lines against what a change cost it (``AnswerFirst``).
    case answerChart = "answer-chart"
    /// Bencher Metric Format JSON, for Bencher's `json` adapter (``DashboardExport``).
    case bmf
    /// github-action-benchmark's `customSmallerIsBetter` list: the figures where lower is better.
    case githubSmallerIsBetter = "github-smaller-is-better"
    /// github-action-benchmark's `customBiggerIsBetter` list: the figures where higher is better.
    case githubBiggerIsBetter = "github-bigger-is-better"

    /// The formats as `--format` takes them, for messages: `table, markdown, … or json`.
    public static var spelledOut: String {
        let names = allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }
}
