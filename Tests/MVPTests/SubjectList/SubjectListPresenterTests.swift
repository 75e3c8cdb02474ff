// The subject list presenter on its own: loading, its outcomes, retry, refresh, theme and selection,
// observed through a spy view.
@testable import MVP
import SharedModel
import Testing

@Suite("Subject list presenter")
@MainActor
struct SubjectListPresenterTests {
    // MARK: Loading

    @Test func hidesTheListAndShowsTheThemeWhenTheViewLoads() {
        let fixture = SubjectListFixture()
        #expect(fixture.view.listVisible == false)
        #expect(fixture.view.themes == [.day])
        #expect(fixture.backend.requests.isEmpty)
    }

    @Test func sendsBothRequestsAtOnceOnTheFirstAppearanceOnly() {
        let fixture = SubjectListFixture()
        fixture.presenter.viewWillAppear()
        #expect(fixture.view.loading == true)
        #expect(fixture.view.errorVisible == false)
        #expect(fixture.requestCounts == (1, 1))
        #expect(fixture.view.cells == nil)

        fixture.presenter.viewWillAppear()
        fixture.answer()
        fixture.presenter.viewWillAppear()
        #expect(fixture.requestCounts == (1, 1))
    }

    @Test("B4 Changes nothing until both requests have answered")
    func changesNothingUntilBothRequestsHaveAnswered() {
        let fixture = SubjectListFixture()
        fixture.backend.inject(.timeout, on: .userSubjects)
        fixture.presenter.viewWillAppear()
        fixture.scheduler.advance(by: fixture.backend.latency)
        #expect(fixture.backend.requests(to: .subjects).first?.state == .answered)
        #expect(fixture.view.loadingCalls == [true])
        #expect(fixture.view.errorVisible == false)
        #expect(fixture.view.listVisible == false)
        #expect(fixture.view.endRefreshingCount == 0)

        fixture.answer()
        #expect(fixture.view.loading == false)
        #expect(fixture.view.errorVisible == true)
    }

    @Test(arguments: [Route.subjects, .userSubjects])
    func showsTheCellsOnlyWhenTheSlowerAnswerLands(slower: Route) {
        let fixture = SubjectListFixture()
        fixture.backend.routeLatency[slower] = .seconds(2)
        fixture.presenter.viewWillAppear()
        fixture.scheduler.advance(by: .seconds(1))
        #expect(fixture.view.cells == nil)
        #expect(fixture.view.loadingCalls == [true])
        fixture.scheduler.advance(by: .seconds(1))
        #expect(fixture.view.titles == sampleTitles)
        #expect(fixture.view.loading == false)
    }

    @Test(arguments: CatalogueShape.allCases)
    func showsTheOpenSubjectsThenMore(shape: CatalogueShape) {
        let fixture = SubjectListFixture()
        fixture.backend.catalogueShape = shape
        fixture.loadOnce()
        #expect(fixture.view.titles == sampleTitles)
        #expect(fixture.view.cells?.first == SubjectCellData(subject: SampleData.catalogue[0]))
        #expect(fixture.view.cells?.last == .more)
        #expect(fixture.view.emptyVisible == false)
        #expect(fixture.view.listVisible == true)
        #expect(fixture.view.loading == false)
        #expect(fixture.view.errorVisible == false)
    }

    @Test func showsTheEmptyMessageWithOnlyMoreWhenNoSubjectIsOpen() {
        let fixture = SubjectListFixture()
        fixture.backend.settings = UserSubjectSettings(currentPhase: .junior, entries: [
            UserSubject(subjectID: 1, status: .off, updatedTime: 1),
        ])
        fixture.loadOnce()
        #expect(fixture.view.cells == [.more])
        #expect(fixture.view.emptyVisible == true)
        #expect(fixture.view.listVisible == true)
    }

    @Test(arguments: [Route.subjects, .userSubjects], [Fault.noConnection, .timeout, .status(500), .malformedJSON])
    func showsTheErrorStateWhenEitherRequestFails(route: Route, fault: Fault) {
        let fixture = SubjectListFixture()
        fixture.backend.inject(fault, on: route)
        fixture.loadOnce()
        #expect(fixture.view.errorVisible == true)
        #expect(fixture.view.listVisible == false)
        #expect(fixture.view.loading == false)
        #expect(fixture.view.cells == nil)
    }

    @Test func showsTheErrorStateWithoutASession() {
        let fixture = SubjectListFixture(signedIn: false)
        fixture.loadOnce()
        #expect(fixture.requestCounts == (1, 0))
        #expect(fixture.view.errorVisible == true)
        #expect(fixture.view.loading == false)
    }

    @Test func waitsForBothAnswersEvenWhenTheyLandAtOnce() {
        let environment = AppEnvironment(scheduler: ImmediateScheduler())
        environment.signIn()
        let presenter = SubjectListPresenter(environment: environment)
        let view = SpySubjectListView()
        presenter.view = view
        presenter.viewDidLoad()
        presenter.viewWillAppear()
        #expect(view.errorVisible == false)
        #expect(view.shownCells.map { $0.map(\.title) } == [sampleTitles])
        #expect(view.loadingCalls == [true, false])
    }

    // MARK: Retry and refresh

    @Test("B6 Retry hides the error, animates loading and sends both requests again")
    func retryStartsOverWithTheSpinner() {
        let fixture = SubjectListFixture()
        fixture.backend.inject(.noConnection, on: .subjects, once: true)
        fixture.loadOnce()

        fixture.presenter.retryTapped()
        #expect(fixture.view.errorVisible == false)
        #expect(fixture.view.loadingCalls == [true, false, true])
        #expect(fixture.requestCounts == (2, 2))
        fixture.answer()
        #expect(fixture.view.titles == sampleTitles)
        #expect(fixture.view.listVisible == true)
        #expect(fixture.view.errorVisible == false)
    }

    @Test func refreshReplacesTheCellsWithoutTheSpinner() {
        let fixture = SubjectListFixture()
        fixture.loadOnce()
        fixture.backend.settings = SampleData.settings(allOn: SampleData.catalogue)

        fixture.presenter.pulledToRefresh()
        #expect(fixture.view.loadingCalls == [true, false])
        #expect(fixture.requestCounts == (2, 2))
        #expect(fixture.view.shownCells.count == 1)
        fixture.answer()
        #expect(fixture.view.titles == ["Math", "Chinese", "English", "Physics", "Chemistry", "Biology", "History", "More"])
        #expect(fixture.view.endRefreshingCount == 2)
        #expect(fixture.view.listVisible == true)
    }

    @Test func refreshIsAPullThatShowsItsProgressAndIsEnabledOnlyWhileTheListShowsAndNoneRuns() {
        let fixture = SubjectListFixture()
        fixture.loadOnce()
        #expect(fixture.view.refreshEnabled == [true])

        fixture.presenter.refreshTapped()
        #expect(fixture.view.beginRefreshingCount == 1)
        #expect(fixture.view.refreshEnabled == [true, false])
        #expect(fixture.view.loadingCalls == [true, false])
        #expect(fixture.requestCounts == (2, 2))
        fixture.answer()
        #expect(fixture.view.refreshEnabled == [true, false, true])
    }

    @Test("B5 A failed refresh keeps the cells and shows the error and Retry")
    func aFailedRefreshKeepsTheCellsAndShowsTheError() {
        let fixture = SubjectListFixture()
        fixture.loadOnce()
        fixture.backend.inject(.status(503), on: .userSubjects)

        fixture.presenter.pulledToRefresh()
        fixture.answer()
        #expect(fixture.view.shownCells.count == 1)
        #expect(fixture.view.titles == sampleTitles)
        #expect(fixture.view.listVisible == true)
        #expect(fixture.view.errorVisible == true)
        #expect(fixture.view.endRefreshingCount == 2)

        fixture.presenter.retryTapped()
        #expect(fixture.view.errorVisible == false)
        fixture.answer()
        #expect(fixture.view.listVisible == true)
        #expect(fixture.view.errorVisible == true)
    }

    @Test("B7 A pull to refresh while a retry is loading replaces it; only the newest answers show")
    func aRefreshDuringARetryReplacesIt() {
        let fixture = SubjectListFixture()
        fixture.loadOnce()
        fixture.backend.inject(.status(503), on: .subjects, once: true)
        fixture.presenter.pulledToRefresh()
        fixture.answer()
        #expect(fixture.view.errorVisible == true)

        fixture.presenter.retryTapped()
        // The server answers as it is when asked: the retry's answers hold the old data.
        fixture.backend.catalogue = SampleData.catalogue(count: 2, namePrefix: "Newest")
        fixture.backend.settings = SampleData.settings(allOnUpTo: 2)
        fixture.presenter.pulledToRefresh()
        #expect(fixture.backend.requests.map(\.state).suffix(4) == [.cancelled, .cancelled, .inFlight, .inFlight])
        #expect(fixture.view.loading == true)
        #expect(fixture.view.endRefreshingCount == 2)

        fixture.answer()
        #expect(fixture.view.shownCells.count == 2)
        #expect(fixture.view.titles == ["Newest 1", "Newest 2", "More"])
        #expect(fixture.view.errorVisible == false)
        #expect(fixture.view.loading == false)
        #expect(fixture.view.endRefreshingCount == 3)
    }

    // MARK: Theme

    @Test("B8 Passes every theme change the model layer publishes on to the view")
    func passesEveryThemeChangeToTheView() {
        let fixture = SubjectListFixture()
        fixture.environment.themeStore.apply(.night)
        fixture.environment.themeStore.apply(.night)
        fixture.environment.themeStore.apply(.day)
        #expect(fixture.view.themes == [.day, .night, .day])
    }

    @Test func showsTheCurrentThemeFirst() {
        let environment = AppEnvironment(scheduler: ManualScheduler(), theme: .night)
        let presenter = SubjectListPresenter(environment: environment)
        let view = SpySubjectListView()
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.themes == [.night])
    }

    // MARK: Selection

    @Test("B9 Selecting a subject asks for its screen; selecting More asks for All Subjects")
    func asksForTheSubjectScreenOrTheSettings() {
        let fixture = SubjectListFixture()
        fixture.loadOnce()
        fixture.presenter.didSelectCell(at: 0)
        fixture.presenter.didSelectCell(at: 4)
        fixture.presenter.didSelectCell(at: 5)
        fixture.presenter.didSelectCell(at: 6)
        #expect(fixture.view.destinations == [.subject("Math"), .subject("History"), .allSubjects])
    }

    @Test("More hands All Subjects the phase of the last successful load and the subjects the list shows")
    func handsAllSubjectsThePhaseAndTheOpenSubjectsOfTheLastLoad() {
        let fixture = SubjectListFixture()
        fixture.loadOnce()
        fixture.presenter.didSelectCell(at: 5)

        fixture.backend.settings = UserSubjectSettings(currentPhase: .primary, entries: [
            UserSubject(subjectID: 1, status: .on, updatedTime: 1),
            UserSubject(subjectID: 8, status: .on, updatedTime: 1),
        ])
        fixture.presenter.pulledToRefresh()
        fixture.answer()
        fixture.backend.inject(.noConnection, on: .userSubjects)
        fixture.presenter.pulledToRefresh()
        fixture.answer()
        #expect(fixture.view.errorVisible == true)
        fixture.presenter.didSelectCell(at: 2)
        #expect(fixture.view.destinations == [.allSubjects, .allSubjects])
        #expect(fixture.view.currentPhases == [.junior, .primary])
        #expect(fixture.view.openSubjectIDs == [[1, 2, 3, 4, 7], [1, 8]])
    }

    @Test func asksForNothingBeforeTheCellsAreShown() {
        let fixture = SubjectListFixture()
        fixture.presenter.viewWillAppear()
        fixture.presenter.didSelectCell(at: 0)
        #expect(fixture.view.destinations.isEmpty)
    }

    // MARK: The link

    @Test func opensTheLinkedSubjectWhenTheListFirstShowsAndNotOnALaterLoad() {
        let fixture = SubjectListFixture(linkedSubjectID: physics.id)
        fixture.loadOnce()
        #expect(fixture.view.titles == sampleTitles)
        #expect(fixture.view.destinations == [.subject("Physics")])
        #expect(fixture.view.subjectIDs == [physics.id])

        fixture.presenter.pulledToRefresh()
        fixture.answer()
        #expect(fixture.view.subjectIDs == [physics.id])
    }

    @Test func waitsThroughAFailedLoadToOpenTheLinkedSubject() {
        let fixture = SubjectListFixture(linkedSubjectID: physics.id)
        fixture.backend.inject(.noConnection, on: .subjects, once: true)
        fixture.loadOnce()
        #expect(fixture.view.errorVisible == true)
        #expect(fixture.view.destinations.isEmpty)

        fixture.presenter.retryTapped()
        fixture.answer()
        #expect(fixture.view.subjectIDs == [physics.id])
    }

    @Test("A linked subject the first list does not show is forgotten, even if a later list shows it",
          arguments: [5, 8, 99])
    func forgetsALinkedSubjectTheFirstListDoesNotShow(id: Int) {
        let fixture = SubjectListFixture(linkedSubjectID: id)
        fixture.loadOnce()
        #expect(fixture.view.titles == sampleTitles)
        #expect(fixture.view.destinations.isEmpty)

        fixture.backend.settings = SampleData.settings(allOn: SampleData.catalogue)
        fixture.presenter.pulledToRefresh()
        fixture.answer()
        #expect(fixture.view.destinations.isEmpty)
    }
}
