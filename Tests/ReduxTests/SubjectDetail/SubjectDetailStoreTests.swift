// The subject list store with its real effect runner and Physics' detail screen on top, signed in, over
// the fake backend with answers landing only when the test runs the manual scheduler: what the
// subject detail screen's effects do in the world, and what its answers do to the one state.
import SharedModel
import SharedTestSupport
import SharedViews
@testable import Redux
import Testing

@Suite("Subject detail store and effects")
@MainActor
struct SubjectDetailStoreTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let store: Store<SubjectListReducer>
    let physics = SampleData.details(of: SampleData.catalogue[3])

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        store = Store(initialState: SubjectListState(theme: .day), effects: SubjectListEffects(environment: environment))
    }

    private var backend: FakeBackend { environment.backend }

    /// The sample list loaded, then Physics selected and its detail screen appeared.
    private func openPhysics() {
        store.send(.viewWillAppear)
        scheduler.runUntilIdle()
        store.send(.itemSelected(index: 3))
        store.send(.subjectDetail(.viewWillAppear))
    }

    @Test func theDetailsAreAskedForOnceAndLandInTheScreensState() {
        openPhysics()
        #expect(backend.requests(to: .subjectDetails).map(\.request.path) == ["/subjects/4"])
        #expect(store.state.subjectDetail?.isLoading == true)

        scheduler.runUntilIdle()

        #expect(store.state.subjectDetail == SubjectDetailState(subjectID: 4, name: "Physics", details: physics,
                                                                hasAppeared: true))
    }

    @Test func aFailedLoadShowsTheFailureAndRetryAsksAgain() {
        backend.inject(.status(500), on: .subjectDetails, once: true)
        openPhysics()
        scheduler.runUntilIdle()
        #expect(store.state.subjectDetail?.failure == .load)
        #expect(store.state.subjectDetail?.details == nil)

        store.send(.subjectDetail(.retryTapped))
        #expect(backend.requests(to: .subjectDetails).map(\.state) == [.answered, .inFlight])
        scheduler.runUntilIdle()

        #expect(store.state.subjectDetail == SubjectDetailState(subjectID: 4, name: "Physics", details: physics,
                                                                hasAppeared: true))
    }

    @Test("A switch-off that lands drops the subject from the list's state and takes the screen off, with no new load")
    func aSwitchOffReachesTheList() {
        openPhysics()
        scheduler.runUntilIdle()

        store.send(.subjectDetail(.switchOffTapped))
        #expect(backend.requests(to: .switchOff).map(\.state) == [.inFlight])
        #expect(store.state.cells.map(\.title) == Expected.sampleTitles, "the list changed before the answer landed")
        scheduler.runUntilIdle()

        #expect(store.state.destination == nil)
        #expect(store.state.cells.map(\.title) == ["Math", "Chinese", "English", "History", "More"])
        #expect(backend.requests(to: .subjects).count == 1 && backend.requests(to: .userSubjects).count == 1)
        #expect(backend.settings.entries.last == UserSubject(subjectID: 4, status: .off, updatedTime: 301))
    }

    @Test func aFailedSwitchOffSaysWhyAndLeavesTheListAsItWas() {
        openPhysics()
        scheduler.runUntilIdle()
        backend.inject(.noConnection, on: .switchOff, once: true)

        store.send(.subjectDetail(.switchOffTapped))
        scheduler.runUntilIdle()

        #expect(store.state.subjectDetail == SubjectDetailState(subjectID: 4, name: "Physics", details: physics,
                                                                failure: .switchOff, hasAppeared: true))
        #expect(store.state.cells.map(\.title) == Expected.sampleTitles)
        #expect(backend.settings == SampleData.settings)
    }

    @Test("Coming back to the list cancels what the subject detail screen waits for", arguments: [false, true])
    func comingBackCancelsTheScreensRequest(switching: Bool) {
        openPhysics()
        if switching {
            scheduler.runUntilIdle()
            store.send(.subjectDetail(.switchOffTapped))
        }
        let route: Route = switching ? .switchOff : .subjectDetails

        store.send(.viewWillAppear)

        #expect(backend.requests(to: route).map(\.state) == [.cancelled])
        #expect(store.state.destination == nil)
        scheduler.runUntilIdle()
        #expect(store.state.cells.map(\.title) == Expected.sampleTitles)
        #expect(backend.settings == SampleData.settings)
    }

    @Test func releasingTheStoreCancelsTheSwitchOff() {
        weak var released: Store<SubjectListReducer>?
        do {
            let store = Store(initialState: SubjectListState(theme: .day), effects: SubjectListEffects(environment: environment))
            released = store
            store.send(.viewWillAppear)
            scheduler.runUntilIdle()
            store.send(.itemSelected(index: 3))
            store.send(.subjectDetail(.viewWillAppear))
            scheduler.runUntilIdle()
            store.send(.subjectDetail(.switchOffTapped))
        }

        #expect(released == nil)
        #expect(backend.requests(to: .switchOff).map(\.state) == [.cancelled])
        scheduler.runUntilIdle()
        #expect(backend.settings == SampleData.settings)
    }
}
