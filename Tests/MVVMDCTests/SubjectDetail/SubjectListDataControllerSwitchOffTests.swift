import Testing
import SharedModel
@testable import MVVMDC

/// How a switch-off reaches the list's data: the list's view controller, told by the subject detail
/// screen, hands the subject to its data controller, which drops it from the open subjects at once and
/// sends nothing.
@MainActor
@Suite struct SubjectListDataControllerSwitchOffTests {
    let environment: AppEnvironment
    let scheduler: ManualScheduler
    let dataController: SubjectListDataController

    init() {
        (environment, scheduler) = makeEnvironment()
        dataController = SubjectListDataController(subjects: SubjectsDataController(environment: environment))
    }

    private var openNames: [String]? { dataController.state.openSubjects?.map(\.name) }

    @Test func aSubjectSwitchedOffLeavesTheOpenSubjectsAtOnceWithNoRequest() {
        dataController.load { _ in }
        scheduler.runUntilIdle()
        let before = dataController.state

        dataController.removeOpenSubject(id: 4)

        #expect(openNames == ["Math", "Chinese", "English", "History"])
        #expect(dataController.state.isLoading == before.isLoading)
        #expect(dataController.state.lastLoadFailed == before.lastLoadFailed)
        #expect(environment.backend.requests.count == 2)
    }

    @Test func switchingOffTheLastOpenSubjectLeavesNoneOpen() {
        environment.backend.catalogue = SampleData.catalogue(count: 1)
        environment.backend.settings = SampleData.settings(allOnUpTo: 1)
        dataController.load { _ in }
        scheduler.runUntilIdle()

        dataController.removeOpenSubject(id: 1)

        #expect(dataController.state.openSubjects == [])
        #expect(SubjectListContentViewModel.make(with: dataController.state, theme: .day).isEmptyNoticeVisible)
    }

    @Test func aLoadInFlightStillLandsWithWhatTheServerSaidWhenAsked() {
        dataController.load { _ in }
        scheduler.runUntilIdle()
        dataController.refresh { _ in }

        dataController.removeOpenSubject(id: 4)
        #expect(openNames == ["Math", "Chinese", "English", "History"])
        scheduler.runUntilIdle()

        #expect(openNames == ["Math", "Chinese", "English", "Physics", "History"])
    }
}
