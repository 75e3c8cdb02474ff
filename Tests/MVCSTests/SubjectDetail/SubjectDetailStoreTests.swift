// The subject detail store alone, over the fake backend and a manual scheduler: it loads the subject's
// details and keeps them, switches the subject off, and reports how each request ended by delegate. No
// view is built.
@testable import MVCS
import SharedModel
import Testing

@MainActor
@Suite("Subject detail store")
struct SubjectDetailStoreTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let store: SubjectDetailStore
    let spy = SubjectDetailStoreSpy()

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        // Physics, the fourth subject of the server's catalogue.
        store = SubjectDetailStore(subjectID: 4, environment: environment)
        store.delegate = spy
    }

    @Test("The details are reported only when they land, and kept")
    func detailsLand() {
        store.loadDetails()
        let sent = environment.backend.requests(to: .subjectDetails)
        #expect(sent.map(\.request.path) == ["/subjects/4"])
        #expect(sent.map(\.state) == [.inFlight])
        #expect(spy.reports.isEmpty && store.details == nil)

        scheduler.runUntilIdle()
        #expect(spy.reports == ["loaded"])
        #expect(store.details == SampleData.details(of: SampleData.catalogue[3]))
    }

    @Test("A failed load is reported and keeps no details; loading again can succeed",
          arguments: [Fault.noConnection, .status(404), .unexpectedJSON])
    func failedLoad(fault: Fault) {
        environment.backend.inject(fault, on: .subjectDetails, once: true)
        store.loadDetails()
        scheduler.runUntilIdle()
        #expect(spy.reports == ["failed to load"])
        #expect(store.details == nil)

        store.loadDetails()
        scheduler.runUntilIdle()
        #expect(spy.reports == ["failed to load", "loaded"])
        #expect(store.details?.chapterCount == 10)
    }

    @Test("A switch-off sends one request, a second call while it flies sends nothing, and its landing is reported")
    func switchOff() {
        store.switchOff()
        store.switchOff()
        let sent = environment.backend.requests(to: .switchOff)
        #expect(sent.map(\.state) == [.inFlight])
        #expect(sent.first?.bodyFields == ["status": "off"])
        #expect(spy.reports.isEmpty)

        scheduler.runUntilIdle()
        #expect(spy.reports == ["switched off"])
    }

    @Test("A failed switch-off is reported", arguments: [Fault.noConnection, .timeout, .status(500)])
    func failedSwitchOff(fault: Fault) {
        environment.backend.inject(fault, on: .switchOff, once: true)
        store.switchOff()
        scheduler.runUntilIdle()
        #expect(spy.reports == ["failed to switch off"])
    }

    @Test("Without a session the switch-off is refused before sending, and reported as failed")
    func switchOffSignedOut() {
        environment.sessionStore.clear()
        store.switchOff()
        #expect(environment.backend.requests(to: .switchOff).isEmpty)
        #expect(spy.reports == ["failed to switch off"])
    }

    @Test("A store released with its requests in flight cancels them, and the subject stays on")
    func releaseCancels() {
        weak var released: SubjectDetailStore?
        do {
            let other = SubjectDetailStore(subjectID: 4, environment: environment)
            released = other
            other.loadDetails()
            other.switchOff()
        }
        #expect(released == nil)
        #expect(environment.backend.requests.map(\.state) == [.cancelled, .cancelled])
        scheduler.runUntilIdle()
        #expect(environment.backend.settings == SampleData.settings)
    }
}
