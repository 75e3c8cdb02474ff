/// Options of a benchmark run (`bench [options]`).
public struct RunOptions: Sendable, Equatable {
    /// Which cases run; see ``BenchFilter``.
    public var filter: BenchFilter
    /// List the selected cases instead of running them.
    public var list: Bool
    /// Smoke run: shorter warm-up and samples (``MeasurementConfiguration/quick``).
    public var quick: Bool
    /// Count each timed case's instructions per event under Valgrind (`--instructions`).
    public var countsInstructions: Bool
    /// Count each instruction count that hashed no key path at a second placement of the code too,
    /// failing the case if the two differ (`--check-placement`; see ``CodePlacement``).
    public var checksPlacement: Bool
    /// Output format of the report.
    public var format: OutputFormat
    /// File to write the report to instead of stdout.
    public var outputPath: String?
    /// Samples per timing, overriding the mode's default (at least 15).
    public var sampleCount: Int?
    /// The package root holding the architectures' sources, overriding the search for it.
    public var rootPath: String?

    /// Creates run options; the defaults are those of a bare `bench`.
    public init(
        filter: BenchFilter = BenchFilter(),
        list: Bool = false,
        quick: Bool = false,
        countsInstructions: Bool = false,
        checksPlacement: Bool = false,
        format: OutputFormat = .table,
        outputPath: String? = nil,
        sampleCount: Int? = nil,
        rootPath: String? = nil
    ) {
        self.filter = filter
        self.list = list
        self.quick = quick
        self.countsInstructions = countsInstructions
        self.checksPlacement = checksPlacement
        self.format = format
        self.outputPath = outputPath
        self.sampleCount = sampleCount
        self.rootPath = rootPath
    }

    /// The measurement configuration these options ask for.
    public var measurementConfiguration: MeasurementConfiguration {
        var configuration = MeasurementConfiguration.forRun(quick: quick)
        if let sampleCount {
            configuration.sampleCount = sampleCount
        }
        return configuration
    }
}
