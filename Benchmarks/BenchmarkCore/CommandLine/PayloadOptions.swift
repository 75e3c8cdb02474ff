/// Options of `bench payload`: which catalogue to write, and where.
public struct PayloadOptions: Sendable, Equatable {
    /// Subjects in the catalogue.
    public var subjectCount: Int
    /// The payload's shape, by its name (`v1`, `v2`, `legacy`).
    public var shape: String
    /// Where the payload's bytes go.
    public var outputPath: String
    /// Where the one-step reformer's cells go, one per line, when given.
    public var cellsPath: String?

    /// Creates the options; the defaults are the reformer cases' largest v1 payload.
    public init(subjectCount: Int = 100_000, shape: String = "v1", outputPath: String = "", cellsPath: String? = nil) {
        self.subjectCount = subjectCount
        self.shape = shape
        self.outputPath = outputPath
        self.cellsPath = cellsPath
    }
}
