// The subject list store alone, over the fake backend and a manual scheduler: it sends both requests,
// waits for both answers, keeps the open subjects of the last successful load, and reports by
// delegate. No view is built.
@testable import MVCS
import SharedModel
import Testing

@MainActor
@Suite("Subject list store")
struct SubjectListStoreTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let store: SubjectListStore
    let spy = SubjectListStoreSpy()

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        store = SubjectListStore(environment: environment)
        store.delegate = spy
    }

    private var states: [RecordedRequest.State] {
        environment.backend.requests.map(\.state)
    }

    @Test("B4 A load sends both requests at once and reports only when both have landed")
    func waitsForBoth() {
        environment.backend.routeLatency[.userSubjects] = .seconds(5)
        store.load()
        #expect(states == [.inFlight, .inFlight])
        scheduler.advance(by: .seconds(1))
        #expect(states == [.answered, .inFlight])
        #expect(spy.reports.isEmpty && !store.hasLoaded)
        scheduler.runUntilIdle()
        #expect(spy.reports == ["loaded"])
        #expect(store.hasLoaded)
        #expect(store.subjects.map(\.title) == ["Math", "Chinese", "English", "Physics", "History"])
    }

    @Test("A failed load is reported and keeps what the last successful load fetched")
    func failureKeepsSubjects() {
        store.load()
        scheduler.runUntilIdle()
        let loaded = store.subjects

        environment.backend.inject(.status(500), on: .subjects, once: true)
        store.load()
        scheduler.runUntilIdle()
        #expect(spy.reports == ["loaded", "failed"])
        #expect(store.hasLoaded)
        #expect(store.subjects == loaded)
    }

    @Test("The current phase and the open subject ids are the last successful load's, less any subject dropped since")
    func currentPhaseAndOpenSubjects() {
        store.load()
        scheduler.runUntilIdle()
        #expect(store.currentPhase == .junior)
        #expect(store.openSubjectIDs == [1, 2, 3, 4, 7])
        store.removeSubject(withID: 4)
        #expect(store.openSubjectIDs == [1, 2, 3, 7])

        environment.backend.settings = UserSubjectSettings(currentPhase: .primary, entries: [
            UserSubject(subjectID: 8, status: .on, updatedTime: 1),
        ])
        environment.backend.inject(.status(500), on: .subjects, once: true)
        store.load()
        scheduler.runUntilIdle()
        #expect(store.currentPhase == .junior)
        #expect(store.openSubjectIDs == [1, 2, 3, 7])
        store.load()
        scheduler.runUntilIdle()
        #expect(store.currentPhase == .primary)
        #expect(store.openSubjectIDs == [8])
    }

    @Test("A first load that fails leaves nothing loaded")
    func firstFailure() {
        environment.backend.inject(.status(500), on: .userSubjects, once: true)
        store.load()
        scheduler.runUntilIdle()
        #expect(spy.reports == ["failed"])
        #expect(!store.hasLoaded && store.subjects.isEmpty)
    }

    @Test("A store released while loading cancels both requests")
    func releaseCancels() {
        weak var released: SubjectListStore?
        do {
            let other = SubjectListStore(environment: environment)
            released = other
            other.load()
        }
        #expect(released == nil)
        #expect(states == [.cancelled, .cancelled])
    }
}
