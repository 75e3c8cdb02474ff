// The subject detail scene as the configurators put it together, over the subject list scene that opens
// it, on a visible window: a selection pushes it with the subject passed in; a switch-off that works
// pops back to a list without the subject and frees the scene; All Subjects pushes the All Subjects
// scene with what the list beneath shows when it is tapped, and back shows the subject as it was; and
// ownership: a popped scene frees its view controller, interactor, presenter, router and views, and
// cancels its request.
import SharedModel
import SharedTestSupport
import SharedViews
import Testing
@testable import VIP
import ViewKit

@Suite("VIP subject detail scene")
@MainActor
struct SubjectDetailSceneTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let navigation: NavigationController
    let window: Window

    /// The subject list scene on a visible window, its list loaded.
    init() {
        environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        navigation = NavigationController(rootViewController: SubjectListConfigurator.makeScene(environment: environment))
        window = Window(rootViewController: navigation)
        window.makeKeyAndVisible()
        scheduler.runUntilIdle()
    }

    private var backend: FakeBackend { environment.backend }

    private func list() throws -> CollectionView {
        try #require(navigation.viewControllers.first?.view.find(SubjectListID.list, as: CollectionView.self))
    }

    /// The titles of the cells on screen, top first.
    private func listTitles() throws -> [String] {
        try list().visibleCells.sorted { $0.index < $1.index }.compactMap { ($0.cell as? SubjectCell)?.titleLabel.text }
    }

    /// Selects Physics, the fourth item, and returns the scene it pushed.
    private func openPhysics() throws -> SubjectDetailViewController {
        try list().simulateSelectItem(at: 3)
        return try #require(navigation.topViewController as? SubjectDetailViewController)
    }

    private func widget<V: View>(_ identifier: String, _ type: V.Type, on screen: ViewController) throws -> V {
        try #require(screen.view.find(identifier, as: type))
    }

    /// The rows of the All Subjects scene on top, in catalogue order.
    private func allSubjectsRows() throws -> [String] {
        let screen = try #require(navigation.topViewController as? VIP.AllSubjectsViewController)
        return (1...8).compactMap { screen.view.find(AllSubjectsID.row(subjectID: $0), as: Label.self)?.text }
    }

    @Test func aSelectionPushesTheSceneWithTheSubjectPassedIn() throws {
        let screen = try openPhysics()

        #expect(navigation.titles == ["Practice", "Physics"])
        #expect(backend.requests(to: .subjectDetails).map(\.request.path) == ["/subjects/4"])
        scheduler.runUntilIdle()
        #expect(try widget(SubjectDetailID.chapters, Label.self, on: screen).text == "10 chapters")
    }

    @Test func aSwitchOffThatWorksPopsBackToAListWithoutTheSubjectAndFreesTheScene() throws {
        var parts: [() -> AnyObject?] = []
        do {
            let screen = try openPhysics()
            scheduler.runUntilIdle()
            try widget(SubjectDetailID.switchOff, Button.self, on: screen).simulateTap()
            let interactor = try #require(screen.interactor as? SubjectDetailInteractor)
            let objects: [AnyObject?] = [screen, interactor, interactor.presenter, screen.router]
            parts = (objects + screen.view.allViews).map { object in { [weak object] in object } }
        }

        scheduler.runUntilIdle()

        #expect(navigation.titles == ["Practice"])
        #expect(try listTitles() == ["Math", "Chinese", "English", "History", "More"])
        #expect(backend.requests(to: .subjects).count == 1 && backend.requests(to: .userSubjects).count == 1,
                "the list loaded again")
        #expect(parts.allSatisfy { $0() == nil }, "a part of the subject detail scene is still alive")
    }

    @Test func allSubjectsPushesTheCatalogueOfTheListsPhaseAndBackShowsTheSubjectAsItWasWithNoNewLoad() throws {
        let screen = try openPhysics()
        scheduler.runUntilIdle()
        weak var allSubjects: ViewController?
        do {
            try widget(SubjectDetailID.allSubjects, Button.self, on: screen).simulateTap()
            allSubjects = navigation.topViewController
        }
        #expect(navigation.titles == ["Practice", "Physics", "All Subjects"])
        #expect(backend.requests(to: .subjects).map(\.state) == [.answered, .inFlight])
        scheduler.runUntilIdle()
        #expect(try allSubjectsRows() == ["Math ✓", "Chinese ✓", "English ✓", "Physics ✓", "Chemistry", "Biology", "History ✓"])

        navigation.simulateBack()

        #expect(allSubjects == nil, "the All Subjects scene is still alive after being popped")
        #expect(navigation.titles == ["Practice", "Physics"])
        #expect(try widget(SubjectDetailID.chapters, Label.self, on: screen).text == "10 chapters")
        #expect(try widget(SubjectDetailID.allSubjects, Button.self, on: screen).isEnabled)
        #expect(backend.requests(to: .subjectDetails).count == 1, "coming back to the subject loaded it again")
    }

    @Test func allSubjectsShowsThePhaseAndOpenSubjectsOfARefreshThatLandedBeneathTheSubject() throws {
        backend.routeLatency = [.subjects: .seconds(5), .userSubjects: .seconds(5)]
        backend.settings = UserSubjectSettings(currentPhase: .primary, entries: [
            UserSubject(subjectID: 1, status: .on, updatedTime: 1),
            UserSubject(subjectID: 8, status: .on, updatedTime: 1),
        ])
        try list().simulatePullToRefresh()
        let screen = try openPhysics()
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Practice", "Physics"])
        #expect(backend.requests(to: .userSubjects).map(\.state) == [.answered, .answered], "the refresh landed beneath the subject")
        backend.routeLatency = [:]

        try widget(SubjectDetailID.allSubjects, Button.self, on: screen).simulateTap()
        scheduler.runUntilIdle()

        #expect(try allSubjectsRows() == ["Math ✓", "Chinese", "English", "Science ✓"])
    }

    @Test func allSubjectsOpensNothingWhileASwitchOffIsInFlightAndOpensOnceItHasFailed() throws {
        let screen = try openPhysics()
        scheduler.runUntilIdle()
        backend.inject(.status(500), on: .switchOff, once: true)
        let allSubjects = try widget(SubjectDetailID.allSubjects, Button.self, on: screen)

        try widget(SubjectDetailID.switchOff, Button.self, on: screen).simulateTap()
        allSubjects.simulateTap()

        #expect(allSubjects.isEnabled == false)
        #expect(navigation.titles == ["Practice", "Physics"], "a disabled All Subjects opened the catalogue")
        scheduler.runUntilIdle()
        allSubjects.simulateTap()
        #expect(navigation.titles == ["Practice", "Physics", "All Subjects"])
    }

    @Test func aSceneFreesEveryPartOfItsCycleWhenPoppedAndCancelsItsSwitchOff() throws {
        var parts: [() -> AnyObject?] = []
        do {
            let screen = try openPhysics()
            scheduler.runUntilIdle()
            environment.themeStore.apply(.night)
            try widget(SubjectDetailID.switchOff, Button.self, on: screen).simulateTap()
            let interactor = try #require(screen.interactor as? SubjectDetailInteractor)
            let objects: [AnyObject?] = [screen, interactor, interactor.presenter, screen.router]
            parts = (objects + screen.view.allViews).map { object in { [weak object] in object } }
        }
        #expect(backend.requests(to: .switchOff).map(\.state) == [.inFlight])

        navigation.simulateBack()

        #expect(parts.allSatisfy { $0() == nil }, "a part of the subject detail scene is still alive")
        #expect(backend.requests(to: .switchOff).map(\.state) == [.cancelled])
        environment.themeStore.apply(.day)
        scheduler.runUntilIdle()
        #expect(try listTitles() == Expected.sampleTitles)
    }
}
