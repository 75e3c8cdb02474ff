// The subject list view model on its own, signed in, with a spy for its coordinator: its methods called
// as the controller calls them, its properties read as the controller reads them, over the fake
// backend with answers landing only when the test runs the manual scheduler. No view is built.
@testable import MVVMC
import SharedModel
import SharedTestSupport
import Testing

@Suite("Subject list view model")
@MainActor
struct SubjectListViewModelTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let coordinator = CoordinatorSpy()
    let viewModel: SubjectListViewModel

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        viewModel = SubjectListViewModel(environment: environment, coordinator: coordinator)
    }

    private var backend: FakeBackend { environment.backend }
    private var titles: [String] { viewModel.cells.map(\.title) }

    /// What the screen shows, in one value, so a test states a whole state at once.
    private struct Shown: Equatable {
        var loading = false
        var refreshing = false
        var error = false
        var list = false
        var empty = false
    }

    private var shown: Shown {
        Shown(loading: viewModel.isLoading, refreshing: viewModel.isRefreshing, error: viewModel.isErrorVisible,
              list: viewModel.isListVisible, empty: viewModel.isEmptyVisible)
    }

    private func loaded() {
        viewModel.viewWillAppear()
        scheduler.runUntilIdle()
    }

    @Test func theFirstAppearanceSendsBothRequestsAtOnceAndOnlyOnce() {
        #expect(backend.requests.isEmpty)
        viewModel.viewWillAppear()
        #expect(shown == Shown(loading: true))
        #expect(backend.requests.map(\.route) == [.subjects, .userSubjects])

        scheduler.runUntilIdle()
        viewModel.viewWillAppear()
        #expect(backend.requests.count == 2)
    }

    @Test("B4 Nothing changes until both have answered, whichever lands first, a failure included",
          arguments: [Route.subjects, .userSubjects], [false, true])
    func nothingChangesUntilBothHaveAnswered(first: Route, firstFails: Bool) {
        backend.routeLatency = [first: .milliseconds(100)]
        backend.latency = .milliseconds(500)
        if firstFails { backend.inject(.status(503), on: first) }
        var announced: [String] = []
        viewModel.onStatusChange = { announced.append("status") }
        viewModel.onCellsChange = { announced.append("cells") }
        viewModel.viewWillAppear()
        announced = []

        scheduler.advance(by: .milliseconds(200))
        #expect(backend.requests.filter { $0.state == .answered }.map(\.route) == [first])
        #expect(announced.isEmpty)
        #expect(shown == Shown(loading: true))

        scheduler.runUntilIdle()
        #expect(announced == (firstFails ? ["status"] : ["cells", "status"]))
        #expect(shown == (firstFails ? Shown(error: true) : Shown(list: true)))
        #expect(titles == (firstFails ? [] : Expected.sampleTitles))
    }

    @Test func noOpenSubjectsShowsTheEmptyStateAndOnlyMore() {
        backend.settings = UserSubjectSettings(currentPhase: .junior, entries: [])

        loaded()

        #expect(shown == Shown(list: true, empty: true))
        #expect(titles == ["More"])
    }

    @Test(arguments: [Route.subjects, .userSubjects])
    func eitherFailingShowsTheErrorAndKeepsTheListHidden(failing: Route) {
        backend.inject(.status(503), on: failing)

        loaded()

        #expect(shown == Shown(error: true))
        #expect(titles.isEmpty)
    }

    @Test("B6 Retry hides the error, animates loading and sends both requests again")
    func retryHidesTheErrorAndStartsOver() {
        backend.inject(.noConnection, on: .subjects, once: true)
        loaded()
        #expect(shown == Shown(error: true))

        viewModel.retry()
        #expect(shown == Shown(loading: true))
        #expect(backend.requests.count == 4)

        scheduler.runUntilIdle()
        #expect(shown == Shown(list: true))
        #expect(titles == Expected.sampleTitles)
    }

    @Test func refreshKeepsTheCellsWithoutTheSpinnerThenReplacesThem() {
        loaded()
        backend.settings = UserSubjectSettings(currentPhase: .junior, entries: [
            UserSubject(subjectID: 3, status: .on, updatedTime: 1),
        ])

        viewModel.refresh()
        #expect(shown == Shown(refreshing: true, list: true))
        #expect(titles == Expected.sampleTitles)

        scheduler.runUntilIdle()
        #expect(shown == Shown(list: true))
        #expect(titles == ["English", "More"])
    }

    @Test func refreshIsEnabledOnlyWhileTheListShowsAndNoRefreshIsInFlight() {
        #expect(viewModel.isRefreshEnabled == false)
        loaded()
        #expect(viewModel.isRefreshEnabled)

        viewModel.refresh()
        #expect(viewModel.isRefreshEnabled == false)
        scheduler.runUntilIdle()
        #expect(viewModel.isRefreshEnabled)
    }

    @Test("B5 A failed refresh keeps the cells and shows the error and Retry")
    func aFailedRefreshKeepsTheCellsAndShowsTheError() {
        loaded()
        backend.inject(.timeout, on: .userSubjects)

        viewModel.refresh()
        scheduler.runUntilIdle()

        #expect(shown == Shown(error: true, list: true))
        #expect(titles == Expected.sampleTitles)
    }

    @Test("B7 A pull to refresh while a retry is loading replaces it; only the newest answers show")
    func aRefreshDuringARetryShowsOnlyItsOwnAnswers() {
        backend.inject(.noConnection, on: .subjects, once: true)
        loaded()
        backend.routeLatency = [.subjects: .milliseconds(100)]
        backend.latency = .milliseconds(500)
        viewModel.retry()
        scheduler.advance(by: .milliseconds(200))
        #expect(backend.requests.map(\.state).suffix(2) == [.answered, .inFlight], "half the retry has landed")
        backend.settings = UserSubjectSettings(currentPhase: .junior, entries: [
            UserSubject(subjectID: 3, status: .on, updatedTime: 1),
        ])

        viewModel.refresh()
        scheduler.advance(by: .milliseconds(200))
        #expect(shown == Shown(loading: true, refreshing: true), "the retry's half answer changed the screen")

        scheduler.runUntilIdle()
        #expect(shown == Shown(list: true))
        #expect(titles == ["English", "More"])
        #expect(backend.requests.map(\.state).suffix(4) == [.answered, .cancelled, .answered, .answered])
    }

    @Test("B8 The cells follow the theme the model layer publishes")
    func theThemeFollowsTheThemeStore() {
        loaded()
        var themes: [Theme] = []
        viewModel.onThemeChange = { [viewModel] in themes.append(viewModel.theme) }

        environment.themeStore.apply(.night)

        #expect(themes == [.night])
    }

    @Test("Each cell carries its subject's phases for its second line; More has none")
    func eachCellCarriesItsPhases() {
        loaded()

        #expect(viewModel.cells.map(\.detail) == ["Primary · Junior · Senior", "Primary · Junior · Senior",
                                                  "Primary · Junior · Senior", "Junior · Senior", "Junior · Senior", ""])
    }

    @Test("B9 Selecting a subject asks the coordinator for its screen; selecting More for All Subjects")
    func selectionAsksTheCoordinator() {
        loaded()

        viewModel.select(at: 3)
        viewModel.select(at: Expected.sampleTitles.count - 1)
        viewModel.select(at: 99)

        #expect(coordinator.shown == [.subject(id: 4, name: "Physics"),
                                      .allSubjects(currentPhase: .junior, openSubjectIDs: [1, 2, 3, 4, 7])])
    }

    @Test("More asks for All Subjects with the current phase of the last successful load and the subjects the list shows now")
    func moreAsksWithTheCurrentPhaseAndTheOpenSubjects() {
        loaded()
        viewModel.removeSubject(id: 4)
        viewModel.select(at: viewModel.cells.count - 1)

        backend.settings = UserSubjectSettings(currentPhase: .primary, entries: [
            UserSubject(subjectID: 1, status: .on, updatedTime: 1),
            UserSubject(subjectID: 8, status: .on, updatedTime: 1),
        ])
        viewModel.refresh()
        scheduler.runUntilIdle()
        viewModel.select(at: viewModel.cells.count - 1)

        backend.settings = SampleData.settings
        backend.inject(.status(503), on: .subjects)
        viewModel.refresh()
        scheduler.runUntilIdle()
        viewModel.select(at: viewModel.cells.count - 1)

        #expect(coordinator.shown == [
            .allSubjects(currentPhase: .junior, openSubjectIDs: [1, 2, 3, 7]),
            .allSubjects(currentPhase: .primary, openSubjectIDs: [1, 8]),
            .allSubjects(currentPhase: .primary, openSubjectIDs: [1, 8]),
        ], "a failed load changed what More leads to")
    }

    @Test("Where More leads, asked for the subject screen's All Subjects too, follows the list's last load as it lands")
    func allSubjectsDestinationFollowsTheList() {
        #expect(viewModel.allSubjectsDestination == nil, "nowhere before a load succeeds")
        loaded()
        #expect(viewModel.allSubjectsDestination == .allSubjects(currentPhase: .junior, openSubjectIDs: [1, 2, 3, 4, 7]))

        viewModel.removeSubject(id: 4)
        backend.settings = UserSubjectSettings(currentPhase: .primary, entries: [
            UserSubject(subjectID: 1, status: .on, updatedTime: 1),
            UserSubject(subjectID: 8, status: .on, updatedTime: 1),
        ])
        viewModel.refresh()
        #expect(viewModel.allSubjectsDestination == .allSubjects(currentPhase: .junior, openSubjectIDs: [1, 2, 3, 7]),
                "a refresh still in flight changed it")

        scheduler.runUntilIdle()
        #expect(viewModel.allSubjectsDestination == .allSubjects(currentPhase: .primary, openSubjectIDs: [1, 8]))
    }

    @Test("Every successful load is reported to the coordinator with its cells, a failed one is not")
    func successfulLoadsAreReported() {
        backend.inject(.noConnection, on: .subjects, once: true)
        loaded()
        #expect(coordinator.loadsReported.isEmpty)

        viewModel.retry()
        scheduler.runUntilIdle()
        backend.settings = UserSubjectSettings(currentPhase: .junior, entries: [
            UserSubject(subjectID: 3, status: .on, updatedTime: 1),
        ])
        viewModel.refresh()
        scheduler.runUntilIdle()

        #expect(coordinator.loadsReported == [Expected.sampleTitles, ["English", "More"]])
    }

    @Test func aSubjectSwitchedOffLeavesTheListAtOnceWithNoNewLoad() {
        loaded()
        var announced: [String] = []
        viewModel.onStatusChange = { announced.append("status") }
        viewModel.onCellsChange = { announced.append("cells") }

        viewModel.removeSubject(id: 4)

        #expect(titles == ["Math", "Chinese", "English", "History", "More"])
        #expect(shown == Shown(list: true))
        #expect(announced == ["cells", "status"])
        #expect(backend.requests.count == 2)
    }

    @Test func switchingOffTheLastOpenSubjectLeavesTheEmptyState() {
        backend.settings = UserSubjectSettings(currentPhase: .junior, entries: [
            UserSubject(subjectID: 3, status: .on, updatedTime: 1),
        ])
        loaded()

        viewModel.removeSubject(id: 3)

        #expect(titles == ["More"])
        #expect(shown == Shown(list: true, empty: true))
    }

    @Test func releasingTheViewModelCancelsBothRequests() {
        weak var weakViewModel: SubjectListViewModel?
        do {
            let viewModel = SubjectListViewModel(environment: environment, coordinator: coordinator)
            weakViewModel = viewModel
            viewModel.viewWillAppear()
        }

        #expect(weakViewModel == nil)
        #expect(backend.requests.map(\.state) == [.cancelled, .cancelled])
        environment.themeStore.apply(.night)
        scheduler.runUntilIdle()
    }
}
