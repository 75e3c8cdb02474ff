// The subject list scene's interactor and presenter, with the view controller's display logic replaced by
// a spy, signed in, over the fake backend with answers landing only when the test runs the manual
// scheduler; and the router alone, given a data store.
import SharedModel
import SharedTestSupport
import SharedViews
import Testing
@testable import VIP
import ViewKit

@Suite("Subject list interactor, presenter and router")
@MainActor
struct SubjectListCycleTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let cycle: SubjectListCycle

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        cycle = SubjectListCycle(environment: environment)
    }

    private var backend: FakeBackend { environment.backend }

    /// What the screen shows, in one value.
    private struct Shown: Equatable {
        var loading = false
        var refreshing = false
        var error = false
        var list = false
        var empty = false
    }

    private var shown: Shown? {
        cycle.display.shown.map {
            Shown(loading: $0.isLoading, refreshing: $0.isRefreshing, error: $0.isErrorVisible,
                  list: $0.isListVisible, empty: $0.isEmptyVisible)
        }
    }

    private func loaded() {
        cycle.fetch(.firstAppearance)
        scheduler.runUntilIdle()
    }

    @Test func theFirstAppearanceSendsBothRequestsOnce() {
        cycle.fetch(.firstAppearance)
        #expect(shown == Shown(loading: true))
        #expect(backend.requests.map(\.route) == [.subjects, .userSubjects])

        scheduler.runUntilIdle()
        cycle.fetch(.firstAppearance)
        #expect(backend.requests.count == 2)
    }

    @Test("B4 Nothing changes until both have answered, whichever lands first, a failure included",
          arguments: [Route.subjects, .userSubjects], [false, true])
    func nothingChangesUntilBothHaveAnswered(first: Route, firstFails: Bool) {
        backend.routeLatency = [first: .milliseconds(100)]
        backend.latency = .milliseconds(500)
        if firstFails { backend.inject(.status(503), on: first) }
        cycle.fetch(.firstAppearance)

        scheduler.advance(by: .milliseconds(200))
        #expect(backend.requests.filter { $0.state == .answered }.map(\.route) == [first])
        #expect(cycle.display.subjects.count == 1, "the first answer reached the screen")

        scheduler.runUntilIdle()
        #expect(shown == (firstFails ? Shown(error: true) : Shown(list: true)))
        #expect(cycle.display.titles == (firstFails ? [] : Expected.sampleTitles))
    }

    @Test func noOpenSubjectsShowsTheEmptyStateAndOnlyMore() {
        backend.settings = UserSubjectSettings(currentPhase: .junior, entries: [])

        loaded()

        #expect(shown == Shown(list: true, empty: true))
        #expect(cycle.display.titles == ["More"])
    }

    @Test("B5 A failed refresh keeps the cells and shows the error and Retry")
    func aFailedRefreshKeepsTheCellsAndShowsTheError() {
        loaded()
        backend.inject(.timeout, on: .userSubjects)

        cycle.fetch(.refresh)
        #expect(shown == Shown(refreshing: true, list: true))
        scheduler.runUntilIdle()

        #expect(shown == Shown(error: true, list: true))
        #expect(cycle.display.shown?.newCells == nil, "the cells on screen stay")
        #expect(cycle.display.titles == Expected.sampleTitles)
    }

    @Test("B6 Retry hides the error, animates loading and sends both requests again")
    func retryHidesTheErrorAndStartsOver() {
        backend.inject(.noConnection, on: .subjects, once: true)
        loaded()
        #expect(shown == Shown(error: true))

        cycle.fetch(.retry)
        #expect(shown == Shown(loading: true))
        #expect(backend.requests.count == 4)

        scheduler.runUntilIdle()
        #expect(shown == Shown(list: true))
        #expect(cycle.display.titles == Expected.sampleTitles)
    }

    @Test("B7 A pull to refresh while a retry is loading replaces it; only the newest answers show")
    func aRefreshDuringARetryShowsOnlyItsOwnAnswers() {
        backend.inject(.noConnection, on: .subjects, once: true)
        loaded()
        backend.routeLatency = [.subjects: .milliseconds(100)]
        backend.latency = .milliseconds(500)
        cycle.fetch(.retry)
        scheduler.advance(by: .milliseconds(200))
        #expect(backend.requests.map(\.state).suffix(2) == [.answered, .inFlight], "half the retry has landed")
        backend.settings = UserSubjectSettings(currentPhase: .junior, entries: [
            UserSubject(subjectID: 3, status: .on, updatedTime: 1),
        ])

        cycle.fetch(.refresh)
        let shownAtRefresh = cycle.display.subjects.count
        scheduler.advance(by: .milliseconds(200))
        #expect(shown == Shown(loading: true, refreshing: true))
        #expect(cycle.display.subjects.count == shownAtRefresh, "the retry's half answer reached the screen")

        scheduler.runUntilIdle()
        #expect(shown == Shown(list: true))
        #expect(cycle.display.titles == ["English", "More"])
        #expect(backend.requests.map(\.state).suffix(4) == [.answered, .cancelled, .answered, .answered])
    }

    @Test func refreshIsEnabledOnlyWhileTheListShowsAndNoRefreshIsInFlight() {
        cycle.fetch(.firstAppearance)
        #expect(cycle.display.shown?.isRefreshEnabled == false)
        scheduler.runUntilIdle()
        #expect(cycle.display.shown?.isRefreshEnabled == true)

        cycle.fetch(.refresh)
        #expect(cycle.display.shown?.isRefreshEnabled == false)
        scheduler.runUntilIdle()
        #expect(cycle.display.shown?.isRefreshEnabled == true)
    }

    @Test("B8 The cells follow the theme the model layer publishes")
    func theCellsFollowTheTheme() {
        cycle.interactor.applyTheme(SubjectList.ApplyTheme.Request())
        environment.themeStore.apply(.night)

        #expect(cycle.display.themes.map(\.backgroundColor) == [Theme.day.cellBackgroundColor, Theme.night.cellBackgroundColor])
        #expect(cycle.display.themes.last?.titleColor == Theme.night.cellTitleColor)
        #expect(cycle.display.themes.last?.detailColor == Theme.night.cellDetailColor)
    }

    @Test func selectingAnItemKeepsItForTheRouterThenDisplaysTheSelection() {
        loaded()

        cycle.interactor.selectItem(SubjectList.SelectItem.Request(index: 3))
        cycle.interactor.selectItem(SubjectList.SelectItem.Request(index: 99))

        #expect(cycle.interactor.selectedItem?.title == "Physics")
        #expect(cycle.display.selections == 1)
    }

    @Test func theFirstLoadThatSucceedsSelectsTheLinkedSubjectForTheRouterOnce() {
        cycle.interactor.linkedSubjectID = 4
        backend.inject(.noConnection, on: .subjects, once: true)
        loaded()
        #expect(cycle.display.selections == 0, "a failed load keeps the link")

        cycle.fetch(.retry)
        scheduler.runUntilIdle()
        #expect(cycle.interactor.selectedItem?.title == "Physics")
        #expect(cycle.display.selections == 1)
        #expect(cycle.display.titles == Expected.sampleTitles)

        cycle.fetch(.refresh)
        scheduler.runUntilIdle()
        #expect(cycle.display.selections == 1, "a refresh does not follow the link again")
    }

    @Test("A linked subject the list does not show selects nothing", arguments: [5, 99])
    func aLinkedSubjectOffTheListSelectsNothing(id: Int) {
        cycle.interactor.linkedSubjectID = id

        loaded()

        #expect(cycle.interactor.selectedItem == nil)
        #expect(cycle.display.selections == 0)
        #expect(cycle.display.titles == Expected.sampleTitles)
        #expect(cycle.interactor.linkedSubjectID == nil)
    }

    @Test("The data store keeps the subject to mark for All Subjects once the list has followed or dropped the link",
          arguments: [4, 5])
    func theDataStoreKeepsTheSubjectToMarkOnceTheLinkIsGone(id: Int) {
        cycle.interactor.linkedSubjectID = id
        cycle.interactor.markedSubjectID = id

        loaded()
        cycle.fetch(.refresh)
        scheduler.runUntilIdle()

        #expect(cycle.interactor.linkedSubjectID == nil)
        #expect(cycle.interactor.markedSubjectID == id)
    }

    @Test("The data store keeps the current phase and the open subjects the list shows, for All Subjects")
    func theDataStoreKeepsWhatAllSubjectsNeeds() {
        loaded()
        #expect(cycle.interactor.currentPhase == .junior)
        #expect(cycle.interactor.openSubjectIDs == [1, 2, 3, 4, 7])

        cycle.interactor.switchedOffSubjectID = 4
        cycle.interactor.dropSwitchedOffSubject(SubjectList.DropSwitchedOffSubject.Request())
        #expect(cycle.interactor.openSubjectIDs == [1, 2, 3, 7])

        backend.settings = UserSubjectSettings(currentPhase: .primary, entries: [
            UserSubject(subjectID: 1, status: .on, updatedTime: 1),
            UserSubject(subjectID: 8, status: .on, updatedTime: 1),
        ])
        cycle.fetch(.refresh)
        scheduler.runUntilIdle()
        #expect(cycle.interactor.currentPhase == .primary)
        #expect(cycle.interactor.openSubjectIDs == [1, 8])

        backend.inject(.noConnection, on: .subjects, once: true)
        cycle.fetch(.refresh)
        scheduler.runUntilIdle()
        #expect(cycle.interactor.currentPhase == .primary, "a failed refresh keeps what the list shows")
        #expect(cycle.interactor.openSubjectIDs == [1, 8])
    }

    @Test("B9 The router pushes the selected subject's screen, or All Subjects for More")
    func theRouterPushesTheSelectedItemsScreen() {
        final class Store: SubjectListDataStore {
            var selectedItem: SubjectCellData?
            var currentPhase: Phase? = .junior
            var openSubjectIDs: Set<Int> = []
            var switchedOffSubjectID: Int?
            var linkedSubjectID: Int?
            var markedSubjectID: Int?
        }
        let store = Store()
        let screen = ViewController()
        let navigation = NavigationController(rootViewController: screen)
        let router = SubjectListRouter(environment: environment)
        router.viewController = screen
        router.dataStore = store

        store.selectedItem = SubjectCellData(kind: .subject(id: 4), title: "Physics")
        router.routeToSelectedItem()
        #expect(navigation.titles == ["", "Physics"])

        _ = navigation.popViewController()
        store.selectedItem = .more
        router.routeToSelectedItem()
        #expect(navigation.titles == ["", "All Subjects"])
    }

    @Test("The router opens All Subjects with the current phase, the open subjects and the subject to mark of the data store")
    func theRouterPassesTheDataStoresPhaseOpenSubjectsAndSubjectToMarkToAllSubjects() throws {
        final class Store: SubjectListDataStore {
            var selectedItem: SubjectCellData? = .more
            var currentPhase: Phase? = .primary
            var openSubjectIDs: Set<Int> = [8]
            var switchedOffSubjectID: Int?
            var linkedSubjectID: Int?
            var markedSubjectID: Int? = 2
        }
        let store = Store()
        let screen = ViewController()
        let navigation = NavigationController(rootViewController: screen)
        Window(rootViewController: navigation).makeKeyAndVisible()
        let router = SubjectListRouter(environment: environment)
        router.viewController = screen
        router.dataStore = store

        router.routeToSelectedItem()
        scheduler.runUntilIdle()

        let settings = try #require(navigation.topViewController as? VIP.AllSubjectsViewController)
        let rows = (1...8).compactMap { settings.view.find(AllSubjectsID.row(subjectID: $0), as: Label.self)?.text }
        #expect(rows == ["Math", "Chinese · from your link", "English", "Science ✓"])
    }
}
