// The subject list store with its real effect runner, signed in, over the fake backend with answers
// landing only when the test runs the manual scheduler: what the reducer's effects do in the world.
import SharedModel
@testable import Redux
import SharedTestSupport
import Testing

@Suite("Subject list store and effects")
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

    @Test("B4 Nothing changes until both have answered, whichever lands first, a failure included",
          arguments: [Route.subjects, .userSubjects], [false, true])
    func nothingChangesUntilBothHaveAnswered(first: Route, firstFails: Bool) {
        backend.routeLatency = [first: .milliseconds(100)]
        backend.latency = .milliseconds(500)
        if firstFails { backend.inject(.status(503), on: first) }
        store.send(.viewWillAppear)
        let waiting = store.state

        scheduler.advance(by: .milliseconds(200))
        #expect(backend.requests.filter { $0.state == .answered }.map(\.route) == [first])
        #expect(store.state == waiting)

        scheduler.runUntilIdle()
        #expect(store.state.cells.map(\.title) == (firstFails ? [] : Expected.sampleTitles))
        #expect(store.state.isErrorVisible == firstFails)
        #expect(store.state.isLoading == false && store.state.isListVisible == !firstFails)
    }

    @Test("B7 A pull to refresh while a retry is loading replaces it; only the newest answers show")
    func aRefreshDuringARetryShowsOnlyItsOwnAnswers() {
        backend.inject(.noConnection, on: .subjects, once: true)
        store.send(.viewWillAppear)
        scheduler.runUntilIdle()
        backend.routeLatency = [.subjects: .milliseconds(100)]
        backend.latency = .milliseconds(500)
        store.send(.retryTapped)
        scheduler.advance(by: .milliseconds(200))
        #expect(backend.requests.map(\.state).suffix(2) == [.answered, .inFlight], "half the retry has landed")
        backend.settings = UserSubjectSettings(currentPhase: .junior, entries: [
            UserSubject(subjectID: 3, status: .on, updatedTime: 1),
        ])

        store.send(.refreshPulled)
        let refreshing = store.state
        scheduler.advance(by: .milliseconds(200))
        #expect(store.state == refreshing, "the retry's half answer changed the state")
        #expect(store.state.isLoading && store.state.isRefreshing)

        scheduler.runUntilIdle()
        #expect(!store.state.isLoading && !store.state.isRefreshing && !store.state.isErrorVisible)
        #expect(store.state.cells.map(\.title) == ["English", "More"])
        #expect(backend.requests.map(\.state).suffix(4) == [.answered, .cancelled, .answered, .answered])
    }

    @Test("Each cell carries its subject's phases for its second line; More has none")
    func eachCellCarriesItsPhases() {
        store.send(.viewWillAppear)
        scheduler.runUntilIdle()

        #expect(store.state.cells.map(\.detail) == ["Primary · Junior · Senior", "Primary · Junior · Senior",
                                                    "Primary · Junior · Senior", "Junior · Senior", "Junior · Senior", ""])
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
