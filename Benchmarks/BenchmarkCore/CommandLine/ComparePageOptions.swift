/// Options of `bench compare-page`, which writes `docs/compare.md`.
public struct ComparePageOptions: Sendable, Equatable {
    /// File to write the page to instead of stdout.
    public var outputPath: String?
    /// The package root, if not found from the working directory.
    public var rootPath: String?

    /// Creates the options.
    public init(outputPath: String? = nil, rootPath: String? = nil) {
        self.outputPath = outputPath
        self.rootPath = rootPath
    }
}
