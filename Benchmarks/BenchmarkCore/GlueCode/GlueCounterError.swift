/// Why glue code could not be counted.
public enum GlueCounterError: Error, Sendable, Equatable, CustomStringConvertible {
    /// An architecture's source directory does not exist.
    case directoryNotFound(String)
    /// A source file could not be read as UTF-8.
    case unreadableFile(String)

    public var description: String {
        switch self {
        case .directoryNotFound(let path): "source directory not found: \(path)"
        case .unreadableFile(let path): "cannot read source file as UTF-8: \(path)"
        }
    }
}
