/// A widget a test helper looked for is not on the screen.
public struct MissingWidget: Error, Equatable, CustomStringConvertible {
    /// The accessibility identifier looked for.
    public let identifier: String

    /// The widget `identifier` is missing.
    public init(identifier: String) {
        self.identifier = identifier
    }

    public var description: String { "no widget \(identifier) on the screen" }
}
