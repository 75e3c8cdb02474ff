// The subject list view model on its own, signed in: its methods called as the controller calls them,
// its properties read as the controller's update reads them, over the fake backend with answers
// landing only when the test runs the manual scheduler. No view is built.
@testable import MVVMObservation
import SharedModel
import SharedTestSupport
import Testing

@Suite("Subject list view model")
@MainActor
struct SubjectListViewModelTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let viewModel: SubjectListViewModel

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        viewModel = SubjectListViewModel(environment: environment)
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

    // MARK: Loading

    @Test func nothingHappensBeforeTheFirstAppearance() {
        #expect(backend.requests.isEmpty)
        #expect(shown == Shown())
        #expect(titles.isEmpty)
    }

    @Test func theFirstAppearanceSendsBothRequestsAtOnceAndOnlyOnce() {
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
        viewModel.viewWillAppear()
        let read = TrackedRead { [viewModel] in
            _ = (viewModel.cells, viewModel.isLoading, viewModel.isListVisible, viewModel.isErrorVisible)
        }

        scheduler.advance(by: .milliseconds(200))
        #expect(backend.requests.filter { $0.state == .answered }.map(\.route) == [first])
        #expect(read.invalidated == false, "the first answer changed what the screen reads")
        #expect(shown == Shown(loading: true))

        scheduler.runUntilIdle()
        #expect(read.invalidated)
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

    // MARK: Retry and refresh

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

    // MARK: Theme and selection

    @Test("B8 The cells follow the theme the model layer publishes")
    func theThemeFollowsTheThemeStore() {
        loaded()
        let read = TrackedRead { [viewModel] in _ = viewModel.theme }

        environment.themeStore.apply(.night)

        #expect(read.invalidated)
        #expect(viewModel.theme == .night)
    }

    @Test("Each cell carries its subject's phases for its second line; More has none")
    func eachCellCarriesItsPhases() {
        loaded()

        #expect(viewModel.cells.map(\.detail) == ["Primary · Junior · Senior", "Primary · Junior · Senior",
                                                  "Primary · Junior · Senior", "Junior · Senior", "Junior · Senior", ""])
    }

    @Test("B9 Selecting a subject leads to its screen; selecting More leads to All Subjects")
    func eachItemSaysWhereItLeads() throws {
        loaded()
        let cells = viewModel.cells

        #expect(viewModel.destination(of: cells[3]) == .subject(id: 4, name: "Physics"))
        #expect(viewModel.destination(of: try #require(cells.last)) == .allSubjects(currentPhase: .junior, openSubjectIDs: [1, 2, 3, 4, 7]))
    }

    @Test("More leads to All Subjects with the current phase of the last successful load and the subjects the list shows now")
    func moreCarriesTheCurrentPhaseAndTheOpenSubjects() {
        #expect(viewModel.destination(of: .more) == nil, "More led somewhere before a load succeeded")
        loaded()
        viewModel.subjectSwitchedOff(4)
        #expect(viewModel.destination(of: .more) == .allSubjects(currentPhase: .junior, openSubjectIDs: [1, 2, 3, 7]))

        backend.settings = UserSubjectSettings(currentPhase: .primary, entries: [
            UserSubject(subjectID: 1, status: .on, updatedTime: 1),
            UserSubject(subjectID: 8, status: .on, updatedTime: 1),
        ])
        viewModel.refresh()
        scheduler.runUntilIdle()
        #expect(viewModel.destination(of: .more) == .allSubjects(currentPhase: .primary, openSubjectIDs: [1, 8]))

        backend.settings = SampleData.settings
        backend.inject(.status(503), on: .subjects)
        viewModel.refresh()
        scheduler.runUntilIdle()
        #expect(viewModel.destination(of: .more) == .allSubjects(currentPhase: .primary, openSubjectIDs: [1, 8]),
                "a failed load changed what More leads to")
    }

    // MARK: The link

    @Test("The first successful load, after a failed one too, reports the linked subject once, where its cell leads")
    func theFirstSuccessfulLoadReportsTheLinkedSubjectOnce() {
        let viewModel = SubjectListViewModel(environment: environment, linkedSubjectID: 4)
        var reported: [SubjectListViewModel.Destination] = []
        viewModel.onLinkedSubjectListed = { reported.append($0) }
        backend.inject(.noConnection, on: .subjects, once: true)
        viewModel.viewWillAppear()
        scheduler.runUntilIdle()
        #expect(reported.isEmpty)

        viewModel.retry()
        scheduler.runUntilIdle()
        #expect(reported == [.subject(id: 4, name: "Physics")])

        viewModel.refresh()
        scheduler.runUntilIdle()
        #expect(reported == [.subject(id: 4, name: "Physics")], "a refresh followed the link again")
    }

    @Test("A linked subject the first load does not list is never reported, not even when a later load lists it")
    func aLinkedSubjectOffTheListIsNotReported() {
        let viewModel = SubjectListViewModel(environment: environment, linkedSubjectID: 5)
        var reported: [SubjectListViewModel.Destination] = []
        viewModel.onLinkedSubjectListed = { reported.append($0) }
        viewModel.viewWillAppear()
        scheduler.runUntilIdle()
        #expect(viewModel.cells.map(\.title) == Expected.sampleTitles)

        backend.settings = UserSubjectSettings(currentPhase: .junior, entries: [
            UserSubject(subjectID: 5, status: .on, updatedTime: 1),
        ])
        viewModel.refresh()
        scheduler.runUntilIdle()

        #expect(viewModel.cells.map(\.title) == ["Chemistry", "More"])
        #expect(reported.isEmpty)
    }

    // MARK: Lifetime

    @Test func releasingTheViewModelCancelsBothRequests() {
        weak var weakViewModel: SubjectListViewModel?
        do {
            let viewModel = SubjectListViewModel(environment: environment)
            weakViewModel = viewModel
            viewModel.viewWillAppear()
        }

        #expect(weakViewModel == nil)
        #expect(backend.requests.map(\.state) == [.cancelled, .cancelled])
        environment.themeStore.apply(.night)
        scheduler.runUntilIdle()
    }
}
