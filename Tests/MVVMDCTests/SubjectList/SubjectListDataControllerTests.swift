import Testing
import SharedModel
@testable import MVVMDC

@MainActor
@Suite struct SubjectListDataControllerTests {
    let environment: AppEnvironment
    let scheduler: ManualScheduler
    let dataController: SubjectListDataController
    let answers = Answers<Void>()

    init() {
        (environment, scheduler) = makeEnvironment()
        dataController = SubjectListDataController(subjects: SubjectsDataController(environment: environment))
    }

    private var openNames: [String]? { dataController.state.openSubjects?.map(\.name) }

    @Test func startsWithNothingLoaded() {
        #expect(dataController.state == SubjectListState())
    }

    @Test func sendsBothRequestsAtOnceAndAnswersOnceWhenBothHaveAnswered() {
        environment.backend.latency = .milliseconds(300)
        dataController.load(completion: answers.callback)
        #expect(environment.backend.requests.map(\.route) == [.subjects, .userSubjects])
        #expect(dataController.state.isLoading)

        scheduler.advance(by: .milliseconds(300))

        #expect(answers.count == 1)
        #expect(answers.lastSucceeded)
        #expect(!dataController.state.isLoading)
        #expect(openNames == ["Math", "Chinese", "English", "Physics", "History"])
    }

    @Test("B4 Nothing changes until both answers have landed, whatever the first one says")
    func nothingChangesUntilTheSecondAnswerLands() {
        environment.backend.latency = .milliseconds(300)
        environment.backend.inject(.timeout, on: .userSubjects)
        dataController.load(completion: answers.callback)

        scheduler.advance(by: .milliseconds(300))
        #expect(answers.count == 0)
        #expect(dataController.state.isLoading)
        #expect(dataController.state.openSubjects == nil)

        scheduler.runUntilIdle()
        #expect(answers.lastError == .timedOut)
        #expect(dataController.state.lastLoadFailed)
        #expect(!dataController.state.isLoading)
    }

    @Test(arguments: [Route.subjects, .userSubjects])
    func eitherFailingFailsTheLoad(route: Route) {
        environment.backend.inject(.status(500), on: route)
        dataController.load(completion: answers.callback)
        scheduler.runUntilIdle()

        #expect(answers.lastError == .server(status: 500))
        #expect(dataController.state == SubjectListState(openSubjects: nil, lastLoadFailed: true))
    }

    @Test func aFailedRefreshKeepsTheSubjectsOfTheLastSuccess() {
        dataController.load(completion: answers.callback)
        scheduler.runUntilIdle()
        let loaded = dataController.state.openSubjects

        environment.backend.settings = UserSubjectSettings(currentPhase: .junior, entries: [])
        environment.backend.inject(.status(502), on: .subjects)
        dataController.refresh(completion: answers.callback)
        #expect(dataController.state.isRefreshing)
        #expect(!dataController.state.isLoading)
        scheduler.runUntilIdle()

        #expect(answers.count == 2)
        #expect(dataController.state.openSubjects == loaded)
        #expect(dataController.state.lastLoadFailed)
        #expect(!dataController.state.isRefreshing)
    }

    @Test func aSuccessfulRefreshReplacesTheSubjects() {
        dataController.load(completion: answers.callback)
        scheduler.runUntilIdle()

        environment.backend.settings = UserSubjectSettings(currentPhase: .junior, entries: [])
        dataController.refresh(completion: answers.callback)
        scheduler.runUntilIdle()

        #expect(dataController.state.openSubjects == [])
        #expect(!dataController.state.lastLoadFailed)
    }

    /// All Subjects needs it: a refresh into another phase changes it, a failed one keeps it.
    @Test func keepsTheCurrentPhaseOfTheLastSuccessfulLoad() {
        dataController.load(completion: answers.callback)
        scheduler.runUntilIdle()
        #expect(dataController.state.currentPhase == .junior)

        environment.backend.settings = UserSubjectSettings(currentPhase: .primary, entries: [])
        dataController.refresh(completion: answers.callback)
        scheduler.runUntilIdle()
        #expect(dataController.state.currentPhase == .primary)

        environment.backend.settings = UserSubjectSettings(currentPhase: .senior, entries: [])
        environment.backend.inject(.status(502), on: .subjects)
        dataController.refresh(completion: answers.callback)
        scheduler.runUntilIdle()
        #expect(dataController.state.currentPhase == .primary)
    }

    /// Retry is a new load: the view controller calls `load` again.
    @Test("B6 Retry hides the error, animates loading and sends both requests again")
    func aNewLoadClearsTheLastFailure() {
        environment.backend.inject(.noConnection, on: .subjects, once: true)
        dataController.load(completion: answers.callback)
        scheduler.runUntilIdle()
        #expect(dataController.state.lastLoadFailed)

        dataController.load(completion: answers.callback)
        #expect(!dataController.state.lastLoadFailed)
        #expect(dataController.state.isLoading)
        let sent = environment.backend.requests.filter { $0.state == .inFlight }
        #expect(sent.map(\.route) == [.subjects, .userSubjects])
        scheduler.runUntilIdle()
        #expect(openNames?.count == 5)
    }

    @Test func withoutASessionTheLoadFailsOnceTheCatalogueHasAnswered() {
        environment.sessionStore.clear()
        dataController.load(completion: answers.callback)
        #expect(answers.count == 0)
        scheduler.runUntilIdle()
        guard case .invalidParameters? = answers.lastError else {
            Issue.record("expected a refusal, got \(String(describing: answers.last))")
            return
        }
        #expect(dataController.state.lastLoadFailed)
    }

    @Test("B7 A pull to refresh while a retry is loading replaces it; only the newest answers show")
    func aRefreshDuringALoadReplacesItsRequestsAndEveryCallerHearsTheOneAnswer() {
        let refreshAnswers = Answers<Void>()
        dataController.load(completion: answers.callback)
        // The server answers as it is when asked: the replaced load's answers hold the old data.
        environment.backend.catalogue = SampleData.catalogue(count: 2, namePrefix: "Newest")
        environment.backend.settings = SampleData.settings(allOnUpTo: 2)
        dataController.refresh(completion: refreshAnswers.callback)
        #expect(dataController.state.isLoading)
        #expect(dataController.state.isRefreshing)

        scheduler.runUntilIdle()

        #expect(environment.backend.requests.map(\.state) == [.cancelled, .cancelled, .answered, .answered])
        #expect(answers.count == 1)
        #expect(refreshAnswers.count == 1)
        #expect(!dataController.state.isLoading)
        #expect(!dataController.state.isRefreshing)
        #expect(openNames == ["Newest 1", "Newest 2"])
    }

    @Test func releasingItCancelsBothRequestsAndAnswersNothing() {
        var dataController: SubjectListDataController? =
            SubjectListDataController(subjects: SubjectsDataController(environment: environment))
        weak let released = dataController
        dataController?.load(completion: answers.callback)
        dataController = nil
        scheduler.runUntilIdle()

        #expect(released == nil)
        #expect(environment.backend.requests.map(\.state) == [.cancelled, .cancelled])
        #expect(answers.count == 0)
    }
}
