/// Options of the commands that write a page: `bench compare-page` (`docs/compare.md`) and
/// `bench choosing-page` (`docs/choosing.md`).
public struct PageOptions: Sendable, Equatable {
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
