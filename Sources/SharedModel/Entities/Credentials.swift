/// What the user typed to sign in, exactly as typed (no trimming).
public struct Credentials: Hashable, Sendable {
    public let username: String
    public let password: String

    public init(username: String, password: String) {
        self.username = username
        self.password = password
    }
}
