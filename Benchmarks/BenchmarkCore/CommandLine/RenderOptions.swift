/// Options of `bench render REPORT.json`: a JSON report written again in another format, so that a
/// run measured once (in CI, say) can also be read as a page or sent to a dashboard.
public struct RenderOptions: Sendable, Equatable {
    /// The JSON report to read.
    public var reportPath: String
    /// The format to write it in.
    public var format: OutputFormat
    /// File to write to instead of stdout.
    public var outputPath: String?

    /// Creates the options.
    public init(reportPath: String, format: OutputFormat = .table, outputPath: String? = nil) {
        self.reportPath = reportPath
        self.format = format
        self.outputPath = outputPath
    }
}
