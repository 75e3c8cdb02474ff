// The subject list interactor alone, over the fake backend and a manual scheduler, reporting to a fake
// output: both requests at once, one answer once both are in, entities out.
import SharedModel
import Testing
@testable import VIPER

@MainActor
private struct Harness {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let output = FakeSubjectListInteractorOutput()
    let interactor: SubjectListInteractor

    init(signedIn: Bool = true) throws {
        environment = AppEnvironment(scheduler: scheduler)
        if signedIn { environment.signIn() }
        interactor = SubjectListInteractor(
            catalogueManager: SubjectsAPIManager(transport: environment.transport),
            settingsManager: UserSubjectsAPIManager(transport: environment.transport, sessionStore: environment.sessionStore),
            themeStore: environment.themeStore)
        interactor.output = output
    }

    var backend: FakeBackend { environment.backend }
}

/// The sample user's open subjects: Math, Chinese, English, Physics and History.
private let sampleOpenSubjects = OpenSubjects.select(from: SampleData.catalogue, settings: SampleData.settings)

@Suite("Subject list interactor")
@MainActor
struct SubjectListInteractorTests {
    @Test func bothRequestsGoAtOnceAndOneAnswerComesOnceBothAreIn() throws {
        let harness = try Harness()
        harness.interactor.loadOpenSubjects()
        #expect(harness.backend.requests(to: .subjects).count == 1)
        #expect(harness.backend.requests(to: .userSubjects).count == 1)
        #expect(harness.output.events.isEmpty)

        harness.scheduler.runUntilIdle()
        // One event: the first answer alone produced nothing, not even a failure.
        #expect(harness.output.events == [.loaded(sampleOpenSubjects)])
        #expect(sampleOpenSubjects.map(\.name) == ["Math", "Chinese", "English", "Physics", "History"])
    }

    @Test func theOpenSubjectsComeWithTheUsersCurrentPhase() throws {
        let harness = try Harness()
        harness.backend.settings = UserSubjectSettings(currentPhase: .primary, entries: [
            UserSubject(subjectID: 8, status: .on, updatedTime: 1),
        ])
        harness.interactor.loadOpenSubjects()
        harness.scheduler.runUntilIdle()
        #expect(harness.output.events == [.loaded([SampleData.catalogue[7]])])
        #expect(harness.output.currentPhases == [.primary])
    }

    @Test("B4 The first answer alone changes nothing; one answer comes once both have landed",
          arguments: [Route.subjects, .userSubjects])
    func theFirstAnswerAloneChangesNothing(slowRoute: Route) throws {
        let harness = try Harness()
        harness.backend.routeLatency[slowRoute] = .seconds(2)
        harness.interactor.loadOpenSubjects()

        harness.scheduler.advance(by: .seconds(1))
        #expect(harness.backend.requests.filter { $0.state == .answered }.count == 1)
        #expect(harness.output.events.isEmpty)

        harness.scheduler.advance(by: .seconds(1))
        #expect(harness.output.events == [.loaded(sampleOpenSubjects)])
    }

    @Test func aTimeOutIsWaitedForThenReported() throws {
        let harness = try Harness()
        harness.backend.inject(.timeout, on: .userSubjects)
        harness.interactor.loadOpenSubjects()

        harness.scheduler.advance(by: .seconds(1))
        #expect(harness.backend.requests(to: .subjects).map(\.state) == [.answered])
        #expect(harness.output.events.isEmpty)

        harness.scheduler.runUntilIdle()
        #expect(harness.output.events == [.failed(.timedOut)])
    }

    @Test(arguments: CatalogueShape.allCases)
    func everyCatalogueShapeGivesTheSameEntities(shape: CatalogueShape) throws {
        let harness = try Harness()
        harness.backend.catalogueShape = shape
        harness.interactor.loadOpenSubjects()
        harness.scheduler.runUntilIdle()
        #expect(harness.output.events == [.loaded(sampleOpenSubjects)])
    }

    @Test(arguments: [Route.subjects, .userSubjects])
    func eitherFailingFailsTheLoadOnceBothAnswered(route: Route) throws {
        let harness = try Harness()
        harness.backend.inject(.noConnection, on: route)
        harness.interactor.loadOpenSubjects()
        harness.scheduler.runUntilIdle()
        #expect(harness.output.events == [.failed(.noConnection)])
    }

    @Test func withoutASessionTheLoadFailsAfterTheCatalogueAnswers() throws {
        let harness = try Harness(signedIn: false)
        harness.interactor.loadOpenSubjects()
        #expect(harness.output.events.isEmpty)

        harness.scheduler.runUntilIdle()
        guard case .failed(.invalidParameters) = harness.output.events.first else {
            Issue.record("expected a refused settings call, got \(harness.output.events)")
            return
        }
        #expect(harness.output.events.count == 1)
    }

    /// A retry and a pull to refresh are both a new load here; the presenter decides the spinner.
    @Test("B7 A pull to refresh while a retry is loading replaces it; only the newest answers show")
    func aNewLoadReplacesTheOneInFlight() throws {
        let harness = try Harness()
        harness.interactor.loadOpenSubjects()
        // The server answers as it is when asked: the replaced load's answers hold the old data.
        let newest = SampleData.catalogue(count: 2, namePrefix: "Newest")
        harness.backend.catalogue = newest
        harness.backend.settings = SampleData.settings(allOnUpTo: 2)
        harness.interactor.loadOpenSubjects()
        harness.scheduler.runUntilIdle()

        #expect(harness.backend.requests(to: .subjects).map(\.state) == [.cancelled, .answered])
        #expect(harness.backend.requests(to: .userSubjects).map(\.state) == [.cancelled, .answered])
        // Every subject of the newest catalogue is open.
        #expect(harness.output.events == [.loaded(newest)])
    }

    @Test func theThemeIsReportedOnlyOnceObserved() throws {
        let harness = try Harness()
        #expect(harness.interactor.currentTheme == .day)
        harness.environment.themeStore.apply(.night)
        #expect(harness.output.events.isEmpty)

        harness.interactor.observeTheme()
        harness.environment.themeStore.apply(.day)
        #expect(harness.output.events == [.theme(.day)])
    }

    @Test func releasingTheInteractorCancelsBothRequestsAndEndsTheThemeObservation() throws {
        let scheduler = ManualScheduler()
        let environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        let output = FakeSubjectListInteractorOutput()
        weak var weakInteractor: SubjectListInteractor?
        weak var weakCatalogueManager: SubjectsAPIManager?
        weak var weakSettingsManager: UserSubjectsAPIManager?
        do {
            let catalogueManager = SubjectsAPIManager(transport: environment.transport)
            let settingsManager = UserSubjectsAPIManager(transport: environment.transport, sessionStore: environment.sessionStore)
            let interactor = SubjectListInteractor(catalogueManager: catalogueManager, settingsManager: settingsManager,
                                                   themeStore: environment.themeStore)
            interactor.output = output
            weakInteractor = interactor
            weakCatalogueManager = catalogueManager
            weakSettingsManager = settingsManager
            interactor.observeTheme()
            interactor.loadOpenSubjects()
        }
        #expect(weakInteractor == nil)
        #expect(weakCatalogueManager == nil)
        #expect(weakSettingsManager == nil)
        #expect(environment.backend.requests.map(\.state) == [.cancelled, .cancelled])

        scheduler.runUntilIdle()
        environment.themeStore.apply(.night)
        #expect(output.events.isEmpty)
    }
}
