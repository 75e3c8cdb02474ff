// The subject detail scene as the configurators put it together, over the subject list scene that opens
// it, on a visible window: a selection pushes it with the subject passed in; a switch-off that works
// pops back to a list without the subject and frees the scene; and ownership: a popped scene frees
// its view controller, interactor, presenter, router and views, and cancels its request.
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
