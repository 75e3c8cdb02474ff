// The All Subjects interactor alone, over the fake backend and a manual scheduler, reporting to a fake
// output: one catalogue request, the subjects of its phase read into entities, and facts.
import SharedModel
import Testing
@testable import VIPER

@MainActor
private struct Harness {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let output = FakeAllSubjectsInteractorOutput()
    let interactor: AllSubjectsInteractor

    init(phase: Phase = .junior) {
        environment = AppEnvironment(scheduler: scheduler)
        interactor = AllSubjectsInteractor(phase: phase,
                                           catalogueManager: SubjectsAPIManager(transport: environment.transport),
                                           themeStore: environment.themeStore)
        interactor.output = output
    }

    var backend: FakeBackend { environment.backend }
}

@Suite("All Subjects interactor")
@MainActor
struct AllSubjectsInteractorTests {
    @Test(arguments: [
        (Phase.junior, ["Math", "Chinese", "English", "Physics", "Chemistry", "Biology", "History"]),
        (.primary, ["Math", "Chinese", "English", "Science"]),
    ])
    func oneRequestBringsThePhasesSubjectsInCatalogueOrder(phase: Phase, names: [String]) {
        let harness = Harness(phase: phase)
        harness.interactor.loadSubjects()
        #expect(harness.backend.requests(to: .subjects).map(\.state) == [.inFlight])
        #expect(harness.output.events.isEmpty)

        harness.scheduler.runUntilIdle()
        #expect(harness.output.events == [.loaded(SampleData.catalogue.filter { names.contains($0.name) })])
    }

    @Test(arguments: [(Fault.noConnection, APIError.noConnection), (.status(500), .server(status: 500))])
    func aFailedLoadIsReportedAsItsError(fault: Fault, error: APIError) {
        let harness = Harness()
        harness.backend.inject(fault, on: .subjects)
        harness.interactor.loadSubjects()
        harness.scheduler.runUntilIdle()
        #expect(harness.output.events == [.failed(error)])
    }

    @Test func aCatalogueThatCannotBeReadIsAFailedLoad() {
        let harness = Harness()
        harness.backend.inject(.malformedJSON, on: .subjects)
        harness.interactor.loadSubjects()
        harness.scheduler.runUntilIdle()
        guard case .failed(.malformed) = harness.output.events.first else {
            Issue.record("expected a malformed failure, got \(harness.output.events)")
            return
        }
        #expect(harness.output.events.count == 1)
    }

    @Test func theThemeIsReportedOnlyOnceObserved() {
        let harness = Harness()
        #expect(harness.interactor.currentTheme == .day)
        harness.environment.themeStore.apply(.night)
        #expect(harness.output.events.isEmpty)

        harness.interactor.observeTheme()
        harness.environment.themeStore.apply(.day)
        #expect(harness.output.events == [.theme(.day)])
    }
}
