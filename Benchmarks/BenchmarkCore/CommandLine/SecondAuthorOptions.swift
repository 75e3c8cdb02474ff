/// Options of `bench second-authors`, which `Benchmarks/measure-second-authors` and
/// `Benchmarks/check-second-authors` run.
public struct SecondAuthorOptions: Sendable, Equatable {
    /// File to write the figures to instead of stdout.
    public var outputPath: String?
    /// The package root, whose history and patches are read, if not found from the working directory.
    public var rootPath: String?
    /// The change whose chain of patches to build instead of measuring, with ``chainDirectory``.
    public var chain: String?
    /// The new folder the chain's clone is made in.
    public var chainDirectory: String?

    /// Creates the options.
    public init(outputPath: String? = nil, rootPath: String? = nil, chain: String? = nil, chainDirectory: String? = nil) {
        self.outputPath = outputPath
        self.rootPath = rootPath
        self.chain = chain
        self.chainDirectory = chainDirectory
    }
}
