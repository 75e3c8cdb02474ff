/// Options of `bench changes`, which `Benchmarks/measure-changes` runs.
public struct ChangeOptions: Sendable, Equatable {
    /// File to write the figures to instead of stdout.
    public var outputPath: String?
    /// The package root, whose git history is read, if not found from the working directory.
    public var rootPath: String?

    /// Creates the options.
    public init(outputPath: String? = nil, rootPath: String? = nil) {
        self.outputPath = outputPath
        self.rootPath = rootPath
    }
}
