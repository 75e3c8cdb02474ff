// The Practice store with its real effect runner, signed in, over the fake backend with answers
// landing only when the test runs the manual scheduler: what the reducer's effects do in the world.
import SharedModel
@testable import Redux
import Testing

@Suite("Practice store and effects")
@MainActor
struct SubjectListStoreTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let store: Store<SubjectListReducer>

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        store = Store(initialState: SubjectListState(theme: .day), effects: SubjectListEffects(environment: environment))
    }

    private var backend: FakeBackend { environment.backend }

    @Test("B4 Nothing changes until both have answered, whichever lands first", arguments: [Route.subjects, .userSubjects])
    func nothingChangesUntilBothHaveAnswered(first: Route) {
        backend.routeLatency = [first: .milliseconds(100)]
        backend.latency = .milliseconds(500)
        store.send(.viewWillAppear)
        let waiting = store.state

        scheduler.advance(by: .milliseconds(200))
        #expect(backend.requests.filter { $0.state == .answered }.map(\.route) == [first])
        #expect(store.state == waiting)

        scheduler.runUntilIdle()
        #expect(store.state.cells.map(\.title) == Expected.sampleTitles)
        #expect(store.state.isLoading == false && store.state.isListVisible)
    }

    @Test("B7 A pull to refresh while a retry is loading replaces it; only the newest answers show")
    func aRefreshDuringARetryEndsBothWhenTheAnswersLand() {
        store.send(.viewWillAppear)
        scheduler.runUntilIdle()
        backend.inject(.noConnection, on: .subjects, once: true)
        store.send(.refreshPulled)
        scheduler.runUntilIdle()
        #expect(store.state.isErrorVisible)

        store.send(.retryTapped)
        store.send(.refreshPulled)
        #expect(store.state.isLoading && store.state.isRefreshing)
        scheduler.runUntilIdle()

        #expect(!store.state.isLoading && !store.state.isRefreshing && !store.state.isErrorVisible)
        #expect(backend.requests.map(\.state).suffix(4) == [.cancelled, .cancelled, .answered, .answered])
    }

    @Test("B8 The cells follow the theme the model layer publishes")
    func theThemeFollowsTheThemeStore() {
        environment.themeStore.apply(.night)
        store.send(.viewDidLoad)
        #expect(store.state.theme == .night)

        environment.themeStore.apply(.day)
        #expect(store.state.theme == .day)
    }

    @Test func releasingTheStoreCancelsBothRequests() {
        weak var released: Store<SubjectListReducer>?
        do {
            let store = Store(initialState: SubjectListState(theme: .day), effects: SubjectListEffects(environment: environment))
            released = store
            store.send(.viewDidLoad)
            store.send(.viewWillAppear)
        }

        #expect(released == nil)
        #expect(backend.requests.map(\.state) == [.cancelled, .cancelled])
        environment.themeStore.apply(.night)
        scheduler.runUntilIdle()
    }
}
