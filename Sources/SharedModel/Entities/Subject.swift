/// A subject of the catalogue (`GET /subjects`), whatever payload shape it arrived in.
public struct Subject: Hashable, Sendable {
    public let id: Int
    public let name: String
    /// The phases the subject is offered in, in payload order.
    public let phases: [Phase]

    public init(id: Int, name: String, phases: [Phase]) {
        self.id = id
        self.name = name
        self.phases = phases
    }
}
