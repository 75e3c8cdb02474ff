/// Options of `bench chains`, which `Benchmarks/measure-chains` runs.
public struct ChainOptions: Sendable, Equatable {
    /// The directory of the toolchain's `llvm-symbolizer` and `swift-demangle`.
    public var toolchain: String
    /// File to write the chains to instead of stdout.
    public var outputPath: String?
    /// The package root, if not found from the working directory.
    public var rootPath: String?

    /// Creates the options.
    public init(toolchain: String, outputPath: String? = nil, rootPath: String? = nil) {
        self.toolchain = toolchain
        self.outputPath = outputPath
        self.rootPath = rootPath
    }
}
