/// Options of `bench unit-tests`, which `Benchmarks/measure-unit-tests` runs.
public struct UnitTestOptions: Sendable, Equatable {
    /// The test executable, built with `--enable-code-coverage`.
    public var testBinary: String
    /// The directory of the toolchain's `llvm-profdata`, `llvm-cov` and `swift-demangle`.
    public var toolchain: String
    /// File to write the figures to instead of stdout.
    public var outputPath: String?
    /// The package root, if not found from the working directory.
    public var rootPath: String?

    /// Creates the options.
    public init(testBinary: String, toolchain: String, outputPath: String? = nil, rootPath: String? = nil) {
        self.testBinary = testBinary
        self.toolchain = toolchain
        self.outputPath = outputPath
        self.rootPath = rootPath
    }
}
