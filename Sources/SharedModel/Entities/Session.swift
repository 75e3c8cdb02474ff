/// A signed-in session: the token the server issued, and for whom.
public struct Session: Hashable, Sendable {
    public let token: String
    public let username: String

    public init(token: String, username: String) {
        self.token = token
        self.username = username
    }
}
