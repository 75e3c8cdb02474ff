import SharedTestSupport
import Testing
@testable import MVVM
import SharedModel

/// The subject list view model, driven through its inputs and read through its outputs, signed in, over
/// the fake backend with answers landing only when the test runs the manual scheduler.
@Suite("Subject list view model")
@MainActor
struct SubjectListViewModelTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let viewModel: SubjectListViewModel
    let screen: SubjectListEvents

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        viewModel = SubjectListViewModel(environment: environment)
        screen = SubjectListEvents(driving: viewModel)
    }

    private var outputs: any SubjectListViewModelOutputs { viewModel.outputs }
    private var backend: FakeBackend { environment.backend }
    private var titles: [String] { outputs.cells.value.map(\.title) }

    /// What the screen shows, in one value, so a test states a whole state at once.
    private struct Shown: Equatable {
        var loading = false
        var refreshing = false
        var error = false
        var list = false
        var empty = false
    }

    private var shown: Shown {
        Shown(loading: outputs.isLoading.value, refreshing: outputs.isRefreshing.value,
              error: outputs.isErrorVisible.value, list: outputs.isListVisible.value, empty: outputs.isEmptyVisible.value)
    }

    private func loaded() {
        screen.appear()
        scheduler.runUntilIdle()
    }

    // MARK: Loading

    @Test func nothingHappensBeforeTheFirstAppearance() {
        #expect(backend.requests.isEmpty)
        #expect(shown == Shown())
        #expect(titles.isEmpty)
    }

    @Test func theFirstAppearanceSendsBothRequestsAtOnce() {
        screen.appear()

        #expect(shown == Shown(loading: true))
        #expect(backend.requests.map(\.route) == [.subjects, .userSubjects])
        #expect(backend.requests.map(\.state) == [.inFlight, .inFlight])
    }

    @Test func appearingAgainDoesNotLoadAgain() {
        loaded()
        screen.appear()
        screen.appear()

        #expect(backend.requests.count == 2)
        #expect(shown.loading == false)
    }

    @Test("B4 Nothing changes until both have answered, whichever lands first",
          arguments: [Route.subjects, .userSubjects])
    func nothingChangesUntilBothHaveAnswered(first: Route) {
        backend.routeLatency = [first: .milliseconds(100)]
        backend.latency = .milliseconds(500)
        screen.appear()

        scheduler.advance(by: .milliseconds(200))
        #expect(backend.requests.filter { $0.state == .answered }.map(\.route) == [first])
        #expect(shown == Shown(loading: true))
        #expect(titles.isEmpty)

        scheduler.runUntilIdle()
        #expect(shown == Shown(list: true))
        #expect(titles == Expected.sampleTitles)
    }

    @Test func bothSucceedingShowsTheOpenSubjectsThenMore() {
        loaded()

        #expect(shown == Shown(list: true))
        #expect(titles == Expected.sampleTitles)
        #expect(outputs.cells.value.last?.destination == .allSubjects(currentPhase: .junior, openSubjectIDs: [1, 2, 3, 4, 7]))
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

    @Test func withoutASessionTheLoadFails() {
        environment.sessionStore.clear()

        loaded()

        #expect(shown == Shown(error: true))
        #expect(backend.requests(to: .userSubjects).isEmpty)
    }

    // MARK: Retry and refresh

    @Test("B6 Retry hides the error, animates loading and sends both requests again")
    func retryHidesTheErrorAndStartsOver() {
        backend.inject(.noConnection, on: .subjects, once: true)
        loaded()
        #expect(shown == Shown(error: true))

        screen.retry()
        #expect(shown == Shown(loading: true))
        #expect(backend.requests.count == 4)

        scheduler.runUntilIdle()
        #expect(shown == Shown(list: true))
        #expect(titles == Expected.sampleTitles)
    }

    @Test func refreshKeepsTheCellsWithoutTheSpinnerThenReplacesThem() {
        loaded()
        let before = outputs.cells.value
        backend.settings = UserSubjectSettings(currentPhase: .junior, entries: [
            UserSubject(subjectID: 3, status: .on, updatedTime: 1),
        ])

        screen.refresh()
        #expect(shown == Shown(refreshing: true, list: true))
        #expect(outputs.cells.value == before)

        scheduler.runUntilIdle()
        #expect(shown == Shown(list: true))
        #expect(titles == ["English", "More"])
    }

    @Test func refreshIsAPullAndIsEnabledOnlyWhileTheListShowsAndNoRefreshRuns() {
        var enabled: [Bool] = []
        outputs.isRefreshEnabled.observe { enabled.append($0) }
        loaded()
        screen.tapRefresh()
        #expect(shown == Shown(refreshing: true, list: true))
        #expect(backend.requests(to: .subjects).count == 2)
        scheduler.runUntilIdle()

        #expect(enabled == [false, true, false, true])
    }

    @Test("B5 A failed refresh keeps the cells and shows the error and Retry")
    func aFailedRefreshKeepsTheCellsAndShowsTheError() {
        loaded()
        let before = outputs.cells.value
        backend.inject(.timeout, on: .userSubjects)

        screen.refresh()
        scheduler.runUntilIdle()

        #expect(shown == Shown(error: true, list: true))
        #expect(outputs.cells.value == before)
    }

    @Test("B7 A pull to refresh while a retry is loading replaces it; only the newest answers show")
    func aRefreshDuringARetryEndsBothWhenTheAnswersLand() {
        loaded()
        backend.inject(.noConnection, on: .subjects, once: true)
        screen.refresh()
        scheduler.runUntilIdle()

        screen.retry()
        screen.refresh()
        #expect(shown == Shown(loading: true, refreshing: true, list: true))
        scheduler.runUntilIdle()

        #expect(shown == Shown(list: true))
        #expect(backend.requests.map(\.state).suffix(4) == [.cancelled, .cancelled, .answered, .answered])
    }

    // MARK: Cell view models

    @Test func eachSuccessfulLoadMakesNewCellViewModelsSharingOneTheme() {
        loaded()
        let first = outputs.cells.value
        backend.settings = UserSubjectSettings(currentPhase: .junior, entries: [
            UserSubject(subjectID: 1, status: .on, updatedTime: 1),
        ])
        screen.refresh()
        scheduler.runUntilIdle()
        let second = outputs.cells.value

        #expect(second.allSatisfy { cell in !first.contains { $0 === cell } })
        let themes = (first + second).map { ObjectIdentifier($0.theme.source) }
        #expect(Set(themes).count == 1)
    }

    @Test("B8 The cells follow the theme the model layer publishes")
    func theCellsFollowTheThemeStore() {
        loaded()
        let cells = outputs.cells.value

        environment.themeStore.apply(.night)

        #expect(cells.allSatisfy { $0.theme.value == .night })
    }

    @Test("More leads to All Subjects with what the list shows now: a subject switched off, another phase")
    func moreCarriesTheListsCurrentPhaseAndOpenSubjects() {
        let switchedOff = Signal<Int>()
        viewModel.inputs.subjectSwitchedOff.subscribe(to: switchedOff)
        loaded()

        switchedOff.send(4)
        #expect(outputs.cells.value.last?.destination == .allSubjects(currentPhase: .junior, openSubjectIDs: [1, 2, 3, 7]))

        backend.settings = UserSubjectSettings(currentPhase: .primary, entries: [
            UserSubject(subjectID: 1, status: .on, updatedTime: 1),
            UserSubject(subjectID: 8, status: .on, updatedTime: 1),
        ])
        screen.refresh()
        scheduler.runUntilIdle()
        #expect(outputs.cells.value.last?.destination == .allSubjects(currentPhase: .primary, openSubjectIDs: [1, 8]))
    }

    // MARK: The link

    @Test func theLinkOpensTheLinkedSubjectOnceWhenTheListFirstShows() {
        let linked = LinkedList(linkedSubjectID: 4, environment: environment)
        linked.screen.appear()
        #expect(linked.opened.values.isEmpty)

        scheduler.runUntilIdle()
        linked.screen.refresh()
        scheduler.runUntilIdle()

        #expect(linked.opened.values == [.subject(id: 4, name: "Physics")])
    }

    @Test func theLinkWaitsThroughAFailedLoadUntilARetrySucceeds() {
        backend.inject(.noConnection, on: .subjects, once: true)
        let linked = LinkedList(linkedSubjectID: 4, environment: environment)
        linked.screen.appear()
        scheduler.runUntilIdle()
        #expect(linked.opened.values.isEmpty)

        linked.screen.retry()
        scheduler.runUntilIdle()

        #expect(linked.opened.values == [.subject(id: 4, name: "Physics")])
    }

    @Test("A linked subject the list does not show opens nothing, and a later load does not follow the link",
          arguments: [5, 8, 99])
    func aLinkedSubjectOffTheListOpensNothing(linkedSubjectID: Int) {
        let linked = LinkedList(linkedSubjectID: linkedSubjectID, environment: environment)
        linked.screen.appear()
        scheduler.runUntilIdle()
        #expect(linked.viewModel.outputs.cells.value.map(\.title) == Expected.sampleTitles)

        backend.settings = SampleData.settings(allOn: SampleData.catalogue)
        linked.screen.refresh()
        scheduler.runUntilIdle()

        #expect(linked.opened.values.isEmpty)
    }

    // MARK: Lifetime

    @Test func releasingTheViewModelCancelsBothRequestsAndReleasesItsCells() {
        weak var weakViewModel: SubjectListViewModel?
        weak var weakCell: SubjectCellViewModel?
        do {
            let viewModel = SubjectListViewModel(environment: environment)
            weakViewModel = viewModel
            let screen = SubjectListEvents(driving: viewModel)
            screen.appear()
            scheduler.runUntilIdle()
            weakCell = viewModel.outputs.cells.value.first
            screen.refresh()
        }

        #expect(weakViewModel == nil)
        #expect(weakCell == nil)
        #expect(backend.requests.map(\.state).suffix(2) == [.cancelled, .cancelled])
        environment.themeStore.apply(.night)
        scheduler.runUntilIdle()
    }
}

/// A subject list view model opened by a link, the screen that drives it, and every subject it opened.
@MainActor
private struct LinkedList {
    let viewModel: SubjectListViewModel
    let screen: SubjectListEvents
    let opened = BindingRecorder<SubjectCellViewModel.Destination>()

    init(linkedSubjectID: Int, environment: AppEnvironment) {
        viewModel = SubjectListViewModel(environment: environment, linkedSubjectID: linkedSubjectID)
        screen = SubjectListEvents(driving: viewModel)
        opened.makeObserver().subscribe(to: viewModel.outputs.goToLinkedSubject)
    }
}
