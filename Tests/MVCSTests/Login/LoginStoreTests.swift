// The login store alone, over the fake backend and a manual scheduler: it sends, keeps the session,
// answers whether a login is in flight, and reports each outcome by delegate. No view is built.
@testable import MVCS
import SharedModel
import Testing

@MainActor
@Suite("Login store")
struct LoginStoreTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let store: LoginStore
    let spy = LoginStoreSpy()

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        store = LoginStore(environment: environment)
        store.delegate = spy
    }

    @Test("A login is in flight until its answer lands; success keeps the session")
    func success() {
        store.logIn(with: SampleData.goodCredentials)
        #expect(store.isLoggingIn)
        #expect(environment.backend.requests(to: .login).map(\.state) == [.inFlight])
        #expect(spy.reports.isEmpty)

        scheduler.runUntilIdle()
        #expect(!store.isLoggingIn)
        #expect(spy.reports == ["logged in"])
        #expect(environment.sessionStore.session?.username == SampleData.goodCredentials.username)
    }

    @Test("Wrong credentials are reported and keep no session")
    func wrongCredentials() {
        store.logIn(with: Credentials(username: SampleData.goodCredentials.username, password: "wrong-password"))
        scheduler.runUntilIdle()
        #expect(spy.reports == ["failed: \(APIError.unauthorized)"])
        #expect(environment.sessionStore.session == nil)
    }

    @Test("A second login while one is in flight sends nothing")
    func secondLogin() {
        store.logIn(with: SampleData.goodCredentials)
        store.logIn(with: SampleData.goodCredentials)
        #expect(environment.backend.requests(to: .login).count == 1)
    }

    @Test("A store released with a login in flight cancels it, and nothing lands")
    func releaseCancels() {
        weak var released: LoginStore?
        do {
            let other = LoginStore(environment: environment)
            released = other
            other.logIn(with: SampleData.goodCredentials)
        }
        #expect(released == nil)
        #expect(environment.backend.requests(to: .login).map(\.state) == [.cancelled])
        scheduler.runUntilIdle()
        #expect(environment.sessionStore.session == nil)
    }
}
