/// Options of `bench compare BASE.json HEAD.json`.
public struct CompareOptions: Sendable, Equatable {
    /// The default regression threshold for ratio figures: 15 %.
    public static let defaultThreshold = 0.15
    /// The default regression threshold for instruction counts: 2 %. Two runs of one binary count the
    /// same; two clones of one commit agree within 0.1% (CI checks it). But any change to the binary
    /// moves where its type metadata lies, and with it the layout of hash tables keyed by addresses
    /// (JSONDecoder's caches), so a change elsewhere in the code can move a JSONDecoder case by most
    /// of a per cent. 2% leaves room for that and still catches a case doing a few per cent more work.
    public static let defaultInstructionThreshold = 0.02

    /// Path of the baseline report.
    public var basePath: String
    /// Path of the report under test.
    public var headPath: String
    /// Relative worsening of a ratio figure that counts as a regression, as a fraction (0.15 = 15 %).
    public var threshold: Double
    /// Relative growth of an instruction count that counts as a regression, as a fraction.
    public var instructionThreshold: Double
    /// File to write the comparison to instead of stdout.
    public var outputPath: String?
    /// Which figures make the comparison fail; every regression is reported regardless.
    public var failOn: FailurePolicy

    /// Creates compare options.
    public init(
        basePath: String,
        headPath: String,
        threshold: Double = CompareOptions.defaultThreshold,
        instructionThreshold: Double = CompareOptions.defaultInstructionThreshold,
        outputPath: String? = nil,
        failOn: FailurePolicy = .all
    ) {
        self.basePath = basePath
        self.headPath = headPath
        self.threshold = threshold
        self.instructionThreshold = instructionThreshold
        self.outputPath = outputPath
        self.failOn = failOn
    }
}
