/// Keeps the signed-in session for the whole app. Every architecture stores the login result here
/// and reads the token from here; none keeps its own copy.
@MainActor
public final class SessionStore {
    public private(set) var session: Session?

    public init(session: Session? = nil) {
        self.session = session
    }

    public func store(_ session: Session) { self.session = session }
    public func clear() { session = nil }
}
