/// Where one architecture's code lives, as the measurement of a change needs it: its sources and
/// its own unit tests, both relative to the package root. Plain values, so that the measuring core
/// knows no architecture.
public struct ArchitectureDirectories: Sendable, Equatable {
    /// Display name, as the `Architecture:` trailer of its commits spells it, e.g. `MVVM-C`.
    public var name: String
    /// Its source directory, e.g. `Sources/MVVMC`; a file's feature is read from its path below it.
    public var sourceDirectory: String
    /// The directory of its own unit tests, e.g. `Tests/MVVMCTests`.
    public var testDirectory: String

    /// Creates an entry.
    public init(name: String, sourceDirectory: String, testDirectory: String) {
        self.name = name
        self.sourceDirectory = sourceDirectory
        self.testDirectory = testDirectory
    }

    /// `path` (relative to the package root) relative to `directory`, or nil when it is not below it.
    static func path(_ path: String, relativeTo directory: String) -> String? {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        guard path.hasPrefix(prefix), path.count > prefix.count else {
            return nil
        }
        return String(path.dropFirst(prefix.count))
    }
}
