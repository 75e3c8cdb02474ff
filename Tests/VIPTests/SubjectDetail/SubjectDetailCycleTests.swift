// The subject detail scene's interactor and presenter, with the view controller's display logic replaced
// by a spy, signed in, over the fake backend with answers landing only when the test runs the manual
// scheduler; both routers alone, over data stores declared in the test, the detail scene's router going
// back to the subject list and on to All Subjects; and the subject list interactor dropping the subject
// the subject detail scene's router passed back.
import Foundation
import SharedModel
import SharedViews
import Testing
@testable import VIP
import ViewKit

@Suite("Subject detail interactor, presenter and routers")
@MainActor
struct SubjectDetailCycleTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let cycle: SubjectDetailCycle

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        cycle = SubjectDetailCycle(environment: environment)
    }

    private var backend: FakeBackend { environment.backend }

    private static let physics = "Everything Physics covers, one chapter at a time."

    /// What the screen shows, in one value.
    private struct Shown: Equatable {
        var loading = false
        var description: String?
        var chapters: String?
        var failure: SubjectDetailFailure?
        var switching = false
    }

    private var shown: Shown? {
        cycle.display.shown.map {
            Shown(loading: $0.isLoading, description: $0.details?.description, chapters: $0.details?.chapters,
                  failure: $0.failure, switching: $0.isSwitchingOff)
        }
    }

    /// Physics' details as they show once they have landed.
    private var physicsShown: Shown { Shown(description: Self.physics, chapters: "10 chapters") }

    private func loaded() {
        cycle.fetch(.firstAppearance)
        scheduler.runUntilIdle()
    }

    @Test func theSubjectPassedInTitlesTheScreen() {
        cycle.interactor.getSubject(SubjectDetail.GetSubject.Request())

        #expect(cycle.display.subjects.map(\.title) == ["Physics"])
        #expect(backend.requests.isEmpty)
    }

    @Test func theFirstAppearanceLoadsTheDetailsOnce() {
        cycle.fetch(.firstAppearance)
        #expect(shown == Shown(loading: true))
        #expect(backend.requests(to: .subjectDetails).map(\.request.path) == ["/subjects/4"])

        scheduler.runUntilIdle()
        cycle.fetch(.firstAppearance)
        #expect(backend.requests(to: .subjectDetails).count == 1)
    }

    @Test func theDetailsLandInTheWordsTheLabelsShow() {
        loaded()

        #expect(shown == physicsShown)
    }

    @Test("A failed load shows the error; Retry hides it, animates loading and loads again",
          arguments: [Fault.status(500), .noConnection,
                      .body(Data(#"{"id":4,"name":"Physics","description":"x","chapters":"10"}"#.utf8))])
    func aFailedLoadShowsTheErrorAndRetryLoadsAgain(fault: Fault) {
        backend.inject(fault, on: .subjectDetails, once: true)
        loaded()
        #expect(shown == Shown(failure: .load))

        cycle.fetch(.retry)
        #expect(shown == Shown(loading: true))
        #expect(backend.requests(to: .subjectDetails).map(\.state) == [.answered, .inFlight])

        scheduler.runUntilIdle()
        #expect(shown == physicsShown)
    }

    @Test func retryLoadsNothingUnlessTheLoadFailed() {
        loaded()

        cycle.fetch(.retry)

        #expect(backend.requests(to: .subjectDetails).count == 1)
        #expect(shown == physicsShown)
    }

    @Test func switchingOffShowsProgressAtOnceAndASecondTapSendsNothing() {
        cycle.switchOff()
        #expect(backend.requests(to: .switchOff).isEmpty, "Switch Off before the details showed")
        loaded()

        cycle.switchOff()
        cycle.switchOff()

        var switching = physicsShown
        switching.switching = true
        #expect(shown == switching)
        let sent = backend.requests(to: .switchOff)
        #expect(sent.map(\.state) == [.inFlight])
        #expect(sent.first?.bodyFields == ["status": "off"])
        #expect(cycle.display.switchOffs == 0)
    }

    @Test func aSwitchOffThatWorksIsDisplayedOnceForTheRouter() {
        loaded()
        cycle.switchOff()

        scheduler.runUntilIdle()

        #expect(cycle.display.switchOffs == 1)
        #expect(shown == physicsShown)
        #expect(cycle.interactor.subjectID == 4, "the router passes back what the data store keeps")
    }

    @Test("A failed switch-off says why, keeps the details and goes nowhere; tapping again hides the message",
          arguments: [Fault.noConnection, .status(500), .status(401)])
    func aFailedSwitchOffSaysWhy(fault: Fault) {
        loaded()
        backend.inject(fault, on: .switchOff, once: true)
        cycle.switchOff()

        scheduler.runUntilIdle()

        var failed = physicsShown
        failed.failure = .switchOff
        #expect(shown == failed)
        #expect(cycle.display.switchOffs == 0)

        cycle.switchOff()
        var switching = physicsShown
        switching.switching = true
        #expect(shown == switching)
    }

    @Test func theScreenFollowsTheTheme() {
        cycle.interactor.applyTheme(SubjectDetail.ApplyTheme.Request())
        environment.themeStore.apply(.night)

        #expect(cycle.display.themes.map(\.backgroundColor) == [.white, .charcoal])
        #expect(cycle.display.themes.map(\.textColor) == [.black, .white])
    }

    @Test func theSubjectListRouterPassesTheSelectedSubjectIn() {
        final class ListStore: SubjectListDataStore {
            var selectedItem: SubjectCellData?
            var currentPhase: Phase?
            var openSubjectIDs: Set<Int> = []
            var switchedOffSubjectID: Int?
            var linkedSubjectID: Int?
            var markedSubjectID: Int?
        }
        final class DetailStore: SubjectDetailDataStore {
            var subjectID: Int?
            var subjectName: String?
        }
        let source = ListStore()
        let destination = DetailStore()
        source.selectedItem = SubjectCellData(kind: .subject(id: 4), title: "Physics")

        SubjectListRouter(environment: environment).passDataToSubjectDetail(source: source, destination: destination)

        #expect(destination.subjectID == 4 && destination.subjectName == "Physics")
    }

    @Test("The router passes the switched-off subject into the subject list scene's data store, then pops to it")
    func theRouterPassesTheSubjectBackAndPops() {
        final class ListStore: SubjectListDataStore {
            var selectedItem: SubjectCellData?
            var currentPhase: Phase?
            var openSubjectIDs: Set<Int> = []
            var switchedOffSubjectID: Int?
            var linkedSubjectID: Int?
            var markedSubjectID: Int?
        }
        final class DetailStore: SubjectDetailDataStore {
            var subjectID: Int? = 4
            var subjectName: String? = "Physics"
        }
        let listStore = ListStore()
        let listRouter = SubjectListRouter(environment: environment)
        listRouter.dataStore = listStore
        let list = SubjectListViewController()
        list.router = listRouter
        let detail = ViewController()
        detail.title = "Physics"
        let navigation = NavigationController(rootViewController: list)
        navigation.pushViewController(detail)
        let detailStore = DetailStore()
        let router = SubjectDetailRouter(environment: environment)
        router.viewController = detail
        router.dataStore = detailStore

        withExtendedLifetime(detailStore) { router.routeToSubjectList() }

        #expect(listStore.switchedOffSubjectID == 4)
        #expect(navigation.titles == ["Practice"])
    }

    @Test("The router opens All Subjects with the phase, the open subjects and the subject to mark of the subject list scene's data store beneath")
    func theRouterPassesTheListsPhaseOpenSubjectsAndSubjectToMarkToAllSubjects() throws {
        final class ListStore: SubjectListDataStore {
            var selectedItem: SubjectCellData?
            var currentPhase: Phase? = .primary
            var openSubjectIDs: Set<Int> = [1, 8]
            var switchedOffSubjectID: Int?
            var linkedSubjectID: Int?
            var markedSubjectID: Int? = 4
        }
        let listStore = ListStore()
        let listRouter = SubjectListRouter(environment: environment)
        listRouter.dataStore = listStore
        let list = SubjectListViewController()
        list.router = listRouter
        let detail = ViewController()
        detail.title = "Physics"
        let navigation = NavigationController(rootViewController: list)
        navigation.pushViewController(detail)
        let router = SubjectDetailRouter(environment: environment)
        router.viewController = detail

        withExtendedLifetime(listStore) { router.routeToAllSubjects() }

        #expect(navigation.titles == ["Practice", "Physics", "All Subjects"])
        let allSubjects = try #require(navigation.topViewController as? VIP.AllSubjectsViewController)
        #expect(allSubjects.router?.dataStore?.currentPhase == .primary)
        #expect(allSubjects.router?.dataStore?.openSubjectIDs == [1, 8])
        #expect(allSubjects.router?.dataStore?.markedSubjectID == 4)
    }

    @Test("The subject list drops the subject passed back to it, at once and with no new load")
    func theSubjectListDropsTheSubjectPassedBack() {
        let list = SubjectListCycle(environment: environment)
        list.fetch(.firstAppearance)
        scheduler.runUntilIdle()
        let shownBefore = list.display.subjects.count

        list.interactor.switchedOffSubjectID = 4
        list.interactor.dropSwitchedOffSubject(SubjectList.DropSwitchedOffSubject.Request())
        list.interactor.dropSwitchedOffSubject(SubjectList.DropSwitchedOffSubject.Request())

        #expect(list.display.titles == ["Math", "Chinese", "English", "History", "More"])
        #expect(list.display.shown?.isListVisible == true && list.display.shown?.isEmptyVisible == false)
        #expect(list.display.subjects.count == shownBefore + 1, "appearing again dropped something more")
        #expect(backend.requests.count == 2, "the list loaded again")
        list.interactor.selectItem(SubjectList.SelectItem.Request(index: 3))
        #expect(list.interactor.selectedItem?.title == "History", "the list selects from what it shows")
    }

    @Test func droppingTheLastOpenSubjectLeavesTheEmptyState() {
        backend.settings = UserSubjectSettings(currentPhase: .junior, entries: [
            UserSubject(subjectID: 4, status: .on, updatedTime: 1),
        ])
        let list = SubjectListCycle(environment: environment)
        list.fetch(.firstAppearance)
        scheduler.runUntilIdle()
        #expect(list.display.titles == ["Physics", "More"])

        list.interactor.switchedOffSubjectID = 4
        list.interactor.dropSwitchedOffSubject(SubjectList.DropSwitchedOffSubject.Request())

        #expect(list.display.titles == ["More"])
        #expect(list.display.shown?.isEmptyVisible == true)
    }
}
