import Testing
import SharedModel
@testable import MVVMDC

@MainActor
@Suite struct SubjectsDataControllerTests {
    let environment: AppEnvironment
    let scheduler: ManualScheduler
    let subjects: SubjectsDataController

    init() {
        (environment, scheduler) = makeEnvironment()
        subjects = SubjectsDataController(environment: environment)
    }

    @Test(arguments: CatalogueShape.allCases)
    func readsTheCatalogueInEveryShape(shape: CatalogueShape) {
        environment.backend.catalogueShape = shape
        let answers = Answers<[Subject]>()
        subjects.requestAllSubjects(completion: answers.callback)
        scheduler.runUntilIdle()

        #expect(answers.count == 1)
        #expect(subjects.allSubjects.map(\.id) == SampleData.catalogue.map(\.id))
        #expect(subjects.allSubjects.map(\.name) == SampleData.catalogue.map(\.name))
        #expect((try? answers.last?.get()) == subjects.allSubjects)
    }

    @Test func readsTheUsersSettings() {
        let answers = Answers<UserSubjectSettings>()
        subjects.requestUserSubjects(completion: answers.callback)
        scheduler.runUntilIdle()
        #expect(subjects.userSubjects == SampleData.settings)
        #expect((try? answers.last?.get()) == SampleData.settings)
    }

    @Test func derivesTheOpenSubjectsFromBoth() {
        subjects.requestAllSubjects { _ in }
        subjects.requestUserSubjects { _ in }
        #expect(subjects.openSubjects.isEmpty)

        scheduler.runUntilIdle()

        // Latest status wins, only the junior phase, catalogue order, unknown ids ignored.
        #expect(subjects.openSubjects.map(\.name) == ["Math", "Chinese", "English", "Physics", "History"])
    }

    @Test func noOpenSubjectsUntilTheSettingsArrive() {
        subjects.requestAllSubjects { _ in }
        scheduler.runUntilIdle()
        #expect(!subjects.allSubjects.isEmpty)
        #expect(subjects.openSubjects.isEmpty)
    }

    @Test func aFailureIsAnsweredAndKeepsWhatWasKnown() {
        subjects.requestAllSubjects { _ in }
        subjects.requestUserSubjects { _ in }
        scheduler.runUntilIdle()

        environment.backend.inject(.malformedJSON, on: .subjects)
        environment.backend.inject(.status(500), on: .userSubjects)
        let catalogue = Answers<[Subject]>()
        let settings = Answers<UserSubjectSettings>()
        subjects.requestAllSubjects(completion: catalogue.callback)
        subjects.requestUserSubjects(completion: settings.callback)
        scheduler.runUntilIdle()

        guard case .malformed? = catalogue.lastError else {
            Issue.record("expected a malformed catalogue, got \(String(describing: catalogue.last))")
            return
        }
        #expect(settings.lastError == .server(status: 500))
        #expect(subjects.allSubjects.map(\.id) == SampleData.catalogue.map(\.id))
        #expect(subjects.userSubjects == SampleData.settings)
    }

    @Test func withoutASessionTheSettingsAreRefusedUnsent() {
        environment.sessionStore.clear()
        let answers = Answers<UserSubjectSettings>()
        subjects.requestUserSubjects(completion: answers.callback)
        guard case .invalidParameters? = answers.lastError else {
            Issue.record("expected a refusal, got \(String(describing: answers.last))")
            return
        }
        #expect(environment.backend.requests.isEmpty)
    }

    @Test func aNewRequestReplacesTheOneInFlight() {
        let first = Answers<[Subject]>()
        let second = Answers<[Subject]>()
        subjects.requestAllSubjects(completion: first.callback)
        subjects.requestAllSubjects(completion: second.callback)
        scheduler.runUntilIdle()

        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.cancelled, .answered])
        #expect(first.count == 0)
        #expect(second.count == 1)
    }

    @Test func releasingItCancelsBothRequestsAndAnswersNothing() {
        var subjects: SubjectsDataController? = SubjectsDataController(environment: environment)
        weak let released = subjects
        let catalogue = Answers<[Subject]>()
        let settings = Answers<UserSubjectSettings>()
        subjects?.requestAllSubjects(completion: catalogue.callback)
        subjects?.requestUserSubjects(completion: settings.callback)
        subjects = nil
        scheduler.runUntilIdle()

        #expect(released == nil)
        #expect(environment.backend.requests.map(\.state) == [.cancelled, .cancelled])
        #expect(catalogue.count == 0)
        #expect(settings.count == 0)
    }
}
