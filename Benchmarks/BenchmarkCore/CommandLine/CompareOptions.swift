/// Options of `bench compare BASE.json HEAD.json`.
public struct CompareOptions: Sendable, Equatable {
    /// The default regression threshold for ratio figures: 15 %.
    public static let defaultThreshold = 0.15

    /// Path of the baseline report.
    public var basePath: String
    /// Path of the report under test.
    public var headPath: String
    /// Relative worsening of a ratio figure that counts as a regression, as a fraction (0.15 = 15 %).
    public var threshold: Double
    /// File to write the comparison to instead of stdout.
    public var outputPath: String?
    /// Which figures make the comparison fail; every regression is reported regardless.
    public var failOn: FailurePolicy

    /// Creates compare options.
    public init(
        basePath: String,
        headPath: String,
        threshold: Double = CompareOptions.defaultThreshold,
        outputPath: String? = nil,
        failOn: FailurePolicy = .all
    ) {
        self.basePath = basePath
        self.headPath = headPath
        self.threshold = threshold
        self.outputPath = outputPath
        self.failOn = failOn
    }
}
