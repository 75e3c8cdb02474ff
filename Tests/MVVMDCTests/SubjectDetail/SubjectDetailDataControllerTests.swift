import Testing
import SharedModel
@testable import MVVMDC

/// The subject detail screen's data controller: what it keeps while the details load and while the
/// subject is switched off, composed of the real model-related data controller over the fake backend.
@MainActor
@Suite struct SubjectDetailDataControllerTests {
    let environment: AppEnvironment
    let scheduler: ManualScheduler
    let dataController: SubjectDetailDataController
    let answers = Answers<Void>()
    /// What the server says of Physics, id 4.
    let physics = SampleData.details(of: SampleData.catalogue[3])

    init() {
        (environment, scheduler) = makeEnvironment()
        dataController = SubjectDetailDataController(subjectID: 4, details: SubjectDetailsDataController(environment: environment))
    }

    /// The details loaded, as they are when the user can tap Switch Off.
    private func loadDetails() {
        dataController.load { _ in }
        scheduler.runUntilIdle()
    }

    @Test func startsWithNothingLoaded() {
        #expect(dataController.state == SubjectDetailState())
    }

    @Test func theDetailsLoadUntilTheyLand() {
        dataController.load(completion: answers.callback)
        #expect(dataController.state == SubjectDetailState(isLoading: true))
        #expect(environment.backend.requests(to: .subjectDetails).map(\.request.path) == ["/subjects/4"])

        scheduler.runUntilIdle()

        #expect(answers.count == 1)
        #expect(answers.lastSucceeded)
        #expect(dataController.state == SubjectDetailState(details: physics))
    }

    /// Retry is a new load: the view controller calls `load` again.
    @Test func aFailedLoadIsKeptUntilTheNextLoadWhichCanSucceed() {
        environment.backend.inject(.status(500), on: .subjectDetails, once: true)
        dataController.load(completion: answers.callback)
        scheduler.runUntilIdle()
        #expect(answers.lastError == .server(status: 500))
        #expect(dataController.state == SubjectDetailState(lastLoadFailed: true))

        dataController.load(completion: answers.callback)
        #expect(dataController.state == SubjectDetailState(isLoading: true))
        #expect(environment.backend.requests(to: .subjectDetails).map(\.state) == [.answered, .inFlight])

        scheduler.runUntilIdle()
        #expect(answers.count == 2)
        #expect(dataController.state == SubjectDetailState(details: physics))
    }

    @Test func aMalformedBodyFailsTheLoad() {
        environment.backend.inject(.malformedJSON, on: .subjectDetails)
        dataController.load(completion: answers.callback)
        scheduler.runUntilIdle()
        #expect(dataController.state == SubjectDetailState(lastLoadFailed: true))
    }

    @Test func aSwitchOffIsInFlightUntilItIsAnsweredAndASecondIsRefused() {
        loadDetails()
        #expect(dataController.switchOff(completion: answers.callback))
        #expect(dataController.state == SubjectDetailState(details: physics, isSwitchingOff: true))
        #expect(!dataController.switchOff(completion: answers.callback))
        #expect(environment.backend.requests(to: .switchOff).count == 1)

        scheduler.runUntilIdle()

        #expect(answers.count == 1)
        #expect(answers.lastSucceeded)
        #expect(dataController.state == SubjectDetailState(details: physics))
    }

    @Test(arguments: [Fault.noConnection, .timeout, .status(401), .status(500)])
    func aFailedSwitchOffKeepsTheDetailsAndIsKeptUntilTheNextTry(fault: Fault) {
        loadDetails()
        environment.backend.inject(fault, on: .switchOff, once: true)
        dataController.switchOff(completion: answers.callback)
        scheduler.runUntilIdle()

        #expect(answers.lastError != nil)
        #expect(dataController.state == SubjectDetailState(details: physics, lastSwitchOffFailed: true))

        dataController.switchOff(completion: answers.callback)
        #expect(dataController.state == SubjectDetailState(details: physics, isSwitchingOff: true))
        scheduler.runUntilIdle()
        #expect(answers.lastSucceeded)
    }

    @Test func releasingItWhileSwitchingOffCancelsAndAnswersNothing() {
        var dataController: SubjectDetailDataController? =
            SubjectDetailDataController(subjectID: 4, details: SubjectDetailsDataController(environment: environment))
        weak let released = dataController
        dataController?.load { _ in }
        scheduler.runUntilIdle()
        dataController?.switchOff(completion: answers.callback)
        dataController = nil
        scheduler.runUntilIdle()

        #expect(released == nil)
        #expect(environment.backend.requests(to: .switchOff).map(\.state) == [.cancelled])
        #expect(answers.count == 0)
        #expect(environment.backend.settings == SampleData.settings)
    }
}
