// The All Subjects store alone, over the fake backend and a manual scheduler: it loads the catalogue,
// keeps the subjects of the phase it was made for, and reports how each load ended by delegate. No
// view is built.
@testable import MVCS
import SharedModel
import Testing

@MainActor
@Suite("All Subjects store")
struct AllSubjectsStoreTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let store: AllSubjectsStore
    let spy = AllSubjectsStoreSpy()

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        store = AllSubjectsStore(currentPhase: .junior, environment: environment)
        store.delegate = spy
    }

    @Test("The catalogue is reported only when it lands; the junior subjects are kept, in catalogue order")
    func catalogueLands() {
        store.loadCatalogue()
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.inFlight])
        #expect(spy.reports.isEmpty && store.subjects.isEmpty)

        scheduler.runUntilIdle()
        #expect(spy.reports == ["loaded"])
        #expect(store.subjects.map(\.name) == ["Math", "Chinese", "English", "Physics", "Chemistry", "Biology", "History"])
    }

    @Test("A failed load is reported and keeps no subjects; loading again can succeed",
          arguments: [Fault.noConnection, .status(500), .malformedJSON])
    func failedLoad(fault: Fault) {
        environment.backend.inject(fault, on: .subjects, once: true)
        store.loadCatalogue()
        scheduler.runUntilIdle()
        #expect(spy.reports == ["failed to load"])
        #expect(store.subjects.isEmpty)

        store.loadCatalogue()
        scheduler.runUntilIdle()
        #expect(spy.reports == ["failed to load", "loaded"])
        #expect(store.subjects.count == 7)
    }
}
