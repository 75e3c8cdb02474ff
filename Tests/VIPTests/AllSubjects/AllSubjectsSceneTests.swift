// The All Subjects scene as the configurators put it together, over the subject list scene that opens it,
// on a visible window: More pushes it with the phase and the open subjects passed in; and ownership: a
// popped scene frees its view controller, interactor, presenter, router and views, and cancels its
// request.
import SharedModel
import SharedViews
import Testing
@testable import VIP
import ViewKit

@Suite("VIP All Subjects scene")
@MainActor
struct AllSubjectsSceneTests {
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

    /// Selects More, the sixth item, and returns the scene it pushed.
    private func openAllSubjects() throws -> VIP.AllSubjectsViewController {
        let list = try #require(navigation.viewControllers.first?.view.find(SubjectListID.list, as: CollectionView.self))
        list.simulateSelectItem(at: 5)
        return try #require(navigation.topViewController as? VIP.AllSubjectsViewController)
    }

    /// The rows on `screen`, in catalogue order.
    private func rows(on screen: ViewController) -> [String] {
        (1...8).compactMap { screen.view.find(AllSubjectsID.row(subjectID: $0), as: Label.self)?.text }
    }

    @Test func morePushesTheSceneWithThePhaseAndTheOpenSubjectsPassedIn() throws {
        let screen = try openAllSubjects()

        #expect(navigation.titles == ["Practice", "All Subjects"])
        #expect(screen.view.find(AllSubjectsID.loading, as: ActivityIndicatorView.self)?.isAnimating == true)
        #expect(backend.requests(to: .subjects).map(\.state) == [.answered, .inFlight])
        scheduler.runUntilIdle()
        #expect(rows(on: screen) == ["Math ✓", "Chinese ✓", "English ✓", "Physics ✓", "Chemistry", "Biology", "History ✓"])
    }

    @Test func aSceneFreesEveryPartOfItsCycleWhenPoppedAndCancelsItsRequest() throws {
        var parts: [() -> AnyObject?] = []
        do {
            let screen = try openAllSubjects()
            environment.themeStore.apply(.night)
            let interactor = try #require(screen.interactor as? AllSubjectsInteractor)
            let objects: [AnyObject?] = [screen, interactor, interactor.presenter, screen.router]
            parts = (objects + screen.view.allViews).map { object in { [weak object] in object } }
        }
        #expect(backend.requests(to: .subjects).last?.state == .inFlight)

        navigation.simulateBack()

        #expect(parts.allSatisfy { $0() == nil }, "a part of the All Subjects scene is still alive")
        #expect(backend.requests(to: .subjects).last?.state == .cancelled)
        environment.themeStore.apply(.day)
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Practice"])
    }
}
