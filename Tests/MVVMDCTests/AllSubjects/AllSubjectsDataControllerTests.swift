import Testing
import SharedModel
@testable import MVVMDC

/// The All Subjects data controller: what it keeps while the catalogue loads, fails and loads again,
/// composed of the real model-related data controller over the fake backend. It was given Chemistry as
/// the link's subject, which every state keeps.
@MainActor
@Suite struct AllSubjectsDataControllerTests {
    let environment: AppEnvironment
    let scheduler: ManualScheduler
    let dataController: AllSubjectsDataController
    let answers = Answers<Void>()
    /// The sample catalogue in the junior phase: Science is offered in primary only.
    let junior = SampleData.catalogue.filter { $0.name != "Science" }

    init() {
        (environment, scheduler) = makeEnvironment()
        dataController = AllSubjectsDataController(currentPhase: .junior, openSubjectIDs: [1, 4],
                                                   linkedSubjectID: 5,
                                                   subjects: SubjectsDataController(environment: environment))
    }

    @Test func theCatalogueLoadsUntilItLandsThenThePhasesSubjectsAreKeptInCatalogueOrder() {
        dataController.load(completion: answers.callback)
        #expect(dataController.state == AllSubjectsState(openSubjectIDs: [1, 4], linkedSubjectID: 5, isLoading: true))
        #expect(environment.backend.requests.map(\.request.path) == ["/subjects"])

        scheduler.runUntilIdle()

        #expect(answers.count == 1)
        #expect(answers.lastSucceeded)
        #expect(dataController.state == AllSubjectsState(openSubjectIDs: [1, 4], linkedSubjectID: 5, subjects: junior))
    }

    /// Retry is a new load: the view controller calls `load` again.
    @Test(arguments: [Fault.noConnection, .status(500), .malformedJSON])
    func aFailedLoadIsKeptUntilTheNextLoadWhichCanSucceed(fault: Fault) {
        environment.backend.inject(fault, on: .subjects, once: true)
        dataController.load(completion: answers.callback)
        scheduler.runUntilIdle()
        #expect(answers.lastError != nil)
        #expect(dataController.state
            == AllSubjectsState(openSubjectIDs: [1, 4], linkedSubjectID: 5, lastLoadFailed: true))

        dataController.load(completion: answers.callback)
        #expect(dataController.state == AllSubjectsState(openSubjectIDs: [1, 4], linkedSubjectID: 5, isLoading: true))
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.answered, .inFlight])

        scheduler.runUntilIdle()
        #expect(answers.count == 2)
        #expect(dataController.state == AllSubjectsState(openSubjectIDs: [1, 4], linkedSubjectID: 5, subjects: junior))
    }
}
