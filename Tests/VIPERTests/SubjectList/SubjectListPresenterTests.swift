// The subject list presenter alone, between a fake view, a fake interactor and a fake router: when to
// load, what shows after each answer, the cells, the colours and where a cell leads.
import SharedModel
import Testing
@testable import VIPER

@MainActor
private struct Harness {
    let view = FakeSubjectListView()
    let interactor = FakeSubjectListInteractor()
    let router = FakeSubjectListRouter()
    let presenter: SubjectListPresenter

    init(theme: Theme = .day, linkedSubjectID: Int? = nil) throws {
        interactor.currentTheme = theme
        presenter = SubjectListPresenter(interactor: interactor, router: router, linkedSubjectID: linkedSubjectID)
        presenter.view = view
        presenter.viewDidLoad()
    }

    /// The screen appears and its first load succeeds with `subjects`.
    func appearAndLoad(_ subjects: [Subject]) {
        presenter.viewWillAppear()
        presenter.didLoad(openSubjects: subjects, currentPhase: .junior)
    }
}

private let math = Subject(id: 1, name: "Math", phases: [.junior])
private let physics = Subject(id: 4, name: "Physics", phases: [.junior])

/// Refresh is enabled whenever the list shows, unless `refresh` says otherwise (a refresh in flight).
private func display(loading: Bool = false, list: Bool = false, error: Bool = false, empty: Bool = false,
                     refresh: Bool? = nil) -> SubjectListDisplay {
    SubjectListDisplay(isLoading: loading, isListVisible: list, isErrorVisible: error, isEmptyVisible: empty,
                       isRefreshEnabled: refresh ?? list)
}

@Suite("Subject list presenter")
@MainActor
struct SubjectListPresenterTests {
    @Test func loadingTheViewColoursCellsFollowsTheThemeAndHidesEverything() throws {
        let harness = try Harness(theme: .night)
        #expect(harness.view.appliedColors == [SubjectCellColors(title: .white, detail: .lightGray, background: .charcoal)])
        #expect(harness.interactor.themeObservations == 1)
        #expect(harness.view.displays == [display()])
        #expect(harness.interactor.loads == 0)
    }

    @Test func onlyTheFirstAppearanceLoads() throws {
        let harness = try Harness()
        harness.presenter.viewWillAppear()
        #expect(harness.interactor.loads == 1)
        #expect(harness.view.last == display(loading: true))

        harness.presenter.viewWillAppear()
        #expect(harness.interactor.loads == 1)
    }

    @Test func aSuccessShowsTheOpenSubjectsThenMore() throws {
        let harness = try Harness()
        harness.appearAndLoad([math, physics])

        #expect(harness.view.shownCells == [[SubjectCellData(subject: math), SubjectCellData(subject: physics), .more]])
        #expect(harness.view.last == display(list: true))
        #expect(harness.view.refreshEnds == 1)
    }

    @Test func noOpenSubjectsShowsTheEmptyLabelAndMoreAlone() throws {
        let harness = try Harness()
        harness.appearAndLoad([])

        #expect(harness.view.shownCells == [[.more]])
        #expect(harness.view.last == display(list: true, empty: true))
    }

    @Test func aFailureBeforeAnySuccessKeepsTheListHidden() throws {
        let harness = try Harness()
        harness.presenter.viewWillAppear()
        harness.presenter.didFailToLoadSubjects(with: .noConnection)

        #expect(harness.view.shownCells.isEmpty)
        #expect(harness.view.last == display(error: true))
    }

    /// One load asks the interactor for both requests.
    @Test("B6 Retry hides the error, animates loading and sends both requests again")
    func retryHidesTheErrorSpinsAndLoadsAgain() throws {
        let harness = try Harness()
        harness.presenter.viewWillAppear()
        harness.presenter.didFailToLoadSubjects(with: .noConnection)

        harness.presenter.didTapRetry()

        #expect(harness.interactor.loads == 2)
        #expect(harness.view.last == display(loading: true))
    }

    @Test("B5 A failure after a success keeps the cells and shows the error and Retry")
    func aFailureAfterASuccessKeepsTheCellsSeen() throws {
        let harness = try Harness()
        harness.appearAndLoad([math])
        harness.presenter.didPullToRefresh()
        harness.presenter.didFailToLoadSubjects(with: .server(status: 500))

        #expect(harness.view.shownCells.count == 1)
        #expect(harness.view.last == display(list: true, error: true))
    }

    @Test func pullToRefreshLoadsWithoutTheSpinnerAndEndsWhenAnswered() throws {
        let harness = try Harness()
        harness.appearAndLoad([math])

        harness.presenter.didPullToRefresh()
        #expect(harness.interactor.loads == 2)
        #expect(harness.view.last == display(list: true, refresh: false))
        #expect(harness.view.refreshEnds == 1)

        harness.presenter.didLoad(openSubjects: [math, physics], currentPhase: .junior)
        #expect(harness.view.shownCells.last?.count == 3)
        #expect(harness.view.refreshEnds == 2)
        #expect(harness.view.last == display(list: true))
    }

    @Test func refreshIsAPullThatShowsTheRefreshControlsProgress() throws {
        let harness = try Harness()
        harness.appearAndLoad([math])

        harness.presenter.didTapRefresh()
        #expect(harness.view.refreshBeginnings == 1)
        #expect(harness.interactor.loads == 2)
        #expect(harness.view.last == display(list: true, refresh: false))

        harness.presenter.didFailToLoadSubjects(with: .noConnection)
        #expect(harness.view.last == display(list: true, error: true))
    }

    @Test("B8 Cells follow every theme the model layer publishes, as the interactor reports it")
    func aThemeChangeRecoloursTheCells() throws {
        let harness = try Harness()
        harness.presenter.themeDidChange(to: .night)
        harness.presenter.themeDidChange(to: .day)
        #expect(harness.view.appliedColors == [
            SubjectCellColors(title: .black, detail: .darkGray, background: .white),
            SubjectCellColors(title: .white, detail: .lightGray, background: .charcoal),
            SubjectCellColors(title: .black, detail: .darkGray, background: .white),
        ])
    }

    @Test("B9 Selecting a subject asks the router for its screen; selecting More asks for All Subjects")
    func selectingACellAsksTheRouterForItsScreen() throws {
        let harness = try Harness()
        harness.appearAndLoad([math, physics])

        harness.presenter.didSelectItem(at: 1)
        harness.presenter.didSelectItem(at: 2)
        harness.presenter.didSelectItem(at: 3)

        #expect(harness.router.destinations == [.subject("Physics"), .allSubjects])
    }

    @Test("More asks the router for All Subjects with the last successful load's phase and the subjects shown")
    func moreHandsTheRouterThePhaseAndTheOpenSubjectsOfTheLastLoad() throws {
        let harness = try Harness()
        harness.appearAndLoad([math, physics])
        harness.presenter.didSelectItem(at: 2)

        harness.presenter.didPullToRefresh()
        harness.presenter.didLoad(openSubjects: [math], currentPhase: .primary)
        harness.presenter.didPullToRefresh()
        harness.presenter.didFailToLoadSubjects(with: .noConnection)
        harness.presenter.didSelectItem(at: 1)

        #expect(harness.router.destinations == [.allSubjects, .allSubjects])
        #expect(harness.router.currentPhases == [.junior, .primary])
        #expect(harness.router.openSubjectIDs == [[1, 4], [1]])
    }

    @Test func nothingCanBeSelectedBeforeALoadSucceeds() throws {
        let harness = try Harness()
        harness.presenter.viewWillAppear()
        harness.presenter.didSelectItem(at: 0)
        #expect(harness.router.destinations.isEmpty)
    }

    // MARK: The link

    @Test func theLinkedSubjectOpensThroughTheRouterWhenTheListFirstShowsAndNotAgain() throws {
        let harness = try Harness(linkedSubjectID: physics.id)
        harness.appearAndLoad([math, physics])
        #expect(harness.router.destinations == [.subject("Physics")])
        #expect(harness.router.subjectDetailOutput === harness.presenter)

        harness.presenter.didPullToRefresh()
        harness.presenter.didLoad(openSubjects: [math, physics], currentPhase: .junior)
        #expect(harness.router.destinations == [.subject("Physics")])
    }

    @Test func theLinkedSubjectWaitsThroughAFailedLoadForRetry() throws {
        let harness = try Harness(linkedSubjectID: physics.id)
        harness.presenter.viewWillAppear()
        harness.presenter.didFailToLoadSubjects(with: .noConnection)
        #expect(harness.router.destinations.isEmpty)

        harness.presenter.didTapRetry()
        harness.presenter.didLoad(openSubjects: [math, physics], currentPhase: .junior)
        #expect(harness.router.destinations == [.subject("Physics")])
    }

    @Test func aLinkedSubjectTheFirstListDoesNotShowIsForgotten() throws {
        let harness = try Harness(linkedSubjectID: physics.id)
        harness.appearAndLoad([math])
        #expect(harness.view.last == display(list: true))
        #expect(harness.router.destinations.isEmpty)

        harness.presenter.didPullToRefresh()
        harness.presenter.didLoad(openSubjects: [math, physics], currentPhase: .junior)
        #expect(harness.router.destinations.isEmpty)
    }
}
