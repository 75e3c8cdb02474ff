// The subject list presenter as the subject detail module's output, between a fake view, a fake interactor
// and a fake router: it hands itself over when a subject opens, a switch-off there drops the subject
// from its list at once, with no new load, and All Subjects there gets what More would give it.
import SharedModel
import Testing
@testable import VIPER

@MainActor
private struct Harness {
    let view = FakeSubjectListView()
    let interactor = FakeSubjectListInteractor()
    let router = FakeSubjectListRouter()
    let presenter: SubjectListPresenter

    /// The subject list has appeared and its first load found `subjects` open.
    init(loaded subjects: [Subject]) throws {
        presenter = SubjectListPresenter(interactor: interactor, router: router)
        presenter.view = view
        presenter.viewDidLoad()
        presenter.viewWillAppear()
        presenter.didLoad(openSubjects: subjects, currentPhase: .junior)
    }
}

private let math = Subject(id: 1, name: "Math", phases: [.junior])
private let physics = Subject(id: 4, name: "Physics", phases: [.junior])

private func display(empty: Bool) -> SubjectListDisplay {
    SubjectListDisplay(isLoading: false, isListVisible: true, isErrorVisible: false, isEmptyVisible: empty,
                       isRefreshEnabled: true)
}

@Suite("Subject list presenter as the subject detail module's output")
@MainActor
struct SubjectDetailModuleOutputTests {
    @Test func openingASubjectHandsThePresenterToItsDetailModule() throws {
        let harness = try Harness(loaded: [math, physics])
        harness.presenter.didSelectItem(at: 1)
        #expect(harness.router.destinations == [.subject("Physics")])
        #expect(harness.router.subjectDetailOutput === harness.presenter)
    }

    @Test func aSubjectSwitchedOffLeavesTheListAtOnceWithNoNewLoad() throws {
        let harness = try Harness(loaded: [math, physics])

        harness.presenter.subjectDetailDidSwitchOff(subjectID: 4)

        #expect(harness.view.shownCells.last == [SubjectCellData(subject: math), .more])
        #expect(harness.view.last == display(empty: false))
        #expect(harness.interactor.loads == 1)
        // A selection follows the list as it is now: the second cell is More, and All Subjects gets
        // Math alone.
        harness.presenter.didSelectItem(at: 1)
        #expect(harness.router.destinations == [.allSubjects])
        #expect(harness.router.openSubjectIDs == [[1]])
    }

    @Test func switchingOffTheLastOpenSubjectLeavesTheEmptyState() throws {
        let harness = try Harness(loaded: [physics])

        harness.presenter.subjectDetailDidSwitchOff(subjectID: 4)

        #expect(harness.view.shownCells.last == [SubjectCellData.more])
        #expect(harness.view.last == display(empty: true))
        #expect(harness.interactor.loads == 1)
    }

    @Test func allSubjectsOnTheSubjectDetailScreenGetsWhatMoreWouldGiveItNow() throws {
        let harness = try Harness(loaded: [math, physics])
        var needs = try #require(harness.presenter.phaseAndOpenSubjectsForAllSubjects())
        #expect(needs.currentPhase == .junior)
        #expect(needs.openSubjectIDs == [1, 4])

        // A refresh lands beneath the subject detail screen with another phase and other open subjects.
        harness.presenter.didPullToRefresh()
        harness.presenter.didLoad(openSubjects: [math], currentPhase: .primary)
        needs = try #require(harness.presenter.phaseAndOpenSubjectsForAllSubjects())
        #expect(needs.currentPhase == .primary)
        #expect(needs.openSubjectIDs == [1])

        // A refresh that fails changes nothing, and More gives All Subjects the same.
        harness.presenter.didPullToRefresh()
        harness.presenter.didFailToLoadSubjects(with: .noConnection)
        needs = try #require(harness.presenter.phaseAndOpenSubjectsForAllSubjects())
        #expect(needs.currentPhase == .primary)
        #expect(needs.openSubjectIDs == [1])
        harness.presenter.didSelectItem(at: 1)
        #expect(harness.router.currentPhases == [.primary])
        #expect(harness.router.openSubjectIDs == [[1]])
    }

    @Test func aSubjectSwitchedOffIsNoLongerOpenInAllSubjects() throws {
        let harness = try Harness(loaded: [math, physics])
        harness.presenter.subjectDetailDidSwitchOff(subjectID: 4)
        let needs = try #require(harness.presenter.phaseAndOpenSubjectsForAllSubjects())
        #expect(needs.openSubjectIDs == [1])
    }

    @Test func beforeAnyLoadHasSucceededThereIsNothingToGive() {
        let presenter = SubjectListPresenter(interactor: FakeSubjectListInteractor(), router: FakeSubjectListRouter())
        presenter.viewWillAppear()
        presenter.didFailToLoadSubjects(with: .noConnection)
        #expect(presenter.phaseAndOpenSubjectsForAllSubjects() == nil)
    }
}
