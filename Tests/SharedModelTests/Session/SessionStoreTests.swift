import SharedModel
import Testing

/// The session kept for the whole app.
@MainActor
struct SessionStoreTests {
    @Test("A new store has no session unless given one")
    func initial() {
        #expect(SessionStore().session == nil)
        let session = Session(token: "t", username: "u")
        #expect(SessionStore(session: session).session == session)
    }

    @Test("store keeps the latest session; clear forgets it")
    func storeAndClear() {
        let store = SessionStore()
        store.store(Session(token: "a", username: "one"))
        store.store(Session(token: "b", username: "two"))
        #expect(store.session == Session(token: "b", username: "two"))
        store.clear()
        #expect(store.session == nil)
    }
}
