/// Source size figures of a set of files or regions.
public struct CodeCounts: Sendable, Codable, Equatable {
    /// Source lines: not blank, not only comments.
    public var lines: Int
    /// Files. A file that mixes roles counts once in each of its roles, once in the total.
    public var files: Int
    /// Type declarations: `class`, `struct`, `enum`, `actor`.
    public var types: Int
    /// Protocol declarations.
    public var protocols: Int

    /// Creates counts; all zero by default.
    public init(lines: Int = 0, files: Int = 0, types: Int = 0, protocols: Int = 0) {
        self.lines = lines
        self.files = files
        self.types = types
        self.protocols = protocols
    }

    /// All zero.
    public static let zero = CodeCounts()

    /// Field-wise sum.
    public static func + (lhs: CodeCounts, rhs: CodeCounts) -> CodeCounts {
        CodeCounts(
            lines: lhs.lines + rhs.lines,
            files: lhs.files + rhs.files,
            types: lhs.types + rhs.types,
            protocols: lhs.protocols + rhs.protocols
        )
    }
}
