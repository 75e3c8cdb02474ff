/// An architecture to count: its name and where its sources are.
public struct ArchitectureSource: Sendable, Codable, Equatable {
    /// Display name, e.g. `MVVM-DC`.
    public var name: String
    /// Source directory relative to the counter's root, e.g. `Sources/MVVMDC`.
    public var directory: String

    /// Creates an architecture entry.
    public init(name: String, directory: String) {
        self.name = name
        self.directory = directory
    }
}
