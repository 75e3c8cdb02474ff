// Who holds whom around the subject detail screen: the view controller owns its store and keeps the
// mediator, the store owns its API managers and holds the controller weakly, and both callbacks the subject
// list hands it hold the subject list weakly. Popping the screen, or releasing the subject list with the
// screen over it, and All Subjects over that, frees every object at once and cancels every request in flight.
@testable import MVCS
import SharedModel
import SharedViews
import Testing
import ViewKit

@MainActor
@Suite("Subject detail ownership")
struct SubjectDetailOwnershipTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let navigation = NavigationController(rootViewController: ViewController())
    let window: Window

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        window = Window(rootViewController: navigation)
        window.makeKeyAndVisible()
    }

    @Test("A popped subject detail screen frees its store and cancels the request in flight",
          arguments: [Route.subjectDetails, .switchOff])
    func popped(route: Route) throws {
        weak var screen: ViewController?
        weak var store: SubjectDetailStore?
        do {
            let owned = SubjectDetailStore(subjectID: 4, environment: environment)
            let controller = SubjectDetailViewController(store: owned, themeStore: environment.themeStore,
                                                         mediator: MVCSArchitecture.mediator(environment), name: "Physics",
                                                         switchedOff: { _ in }, allSubjectsNeeds: { nil })
            (screen, store) = (controller, owned)
            navigation.pushViewController(controller)
            if route == .switchOff {
                scheduler.runUntilIdle()
                try #require(controller.view.find(SubjectDetailID.switchOff, as: Button.self)).simulateTap()
            }
        }
        #expect(store != nil)
        #expect(environment.backend.requests(to: route).map(\.state) == [.inFlight])

        navigation.simulateBack()
        #expect(screen == nil)
        #expect(store == nil)
        #expect(environment.backend.requests(to: route).map(\.state) == [.cancelled])
        scheduler.runUntilIdle()
        #expect(environment.backend.settings == SampleData.settings)
    }

    /// The whole stack is released at once, as when its window goes: the callback the subject list handed the
    /// subject's screen must not keep the subject list alive, nor anything keep the subject's screen.
    @Test("A subject list released with a subject's screen switching off over it frees both, and cancels the switch-off")
    func releasedStack() throws {
        weak var subjectList: ViewController?
        weak var subjectListStore: SubjectListStore?
        weak var subject: ViewController?
        do {
            let store = SubjectListStore(environment: environment)
            let list = SubjectListViewController(store: store, themeStore: environment.themeStore,
                                                 mediator: MVCSArchitecture.mediator(environment))
            let stack = NavigationController(rootViewController: list)
            let stackWindow = Window(rootViewController: stack)
            stackWindow.makeKeyAndVisible()
            scheduler.runUntilIdle()
            try #require(list.view.find(SubjectListID.list, as: CollectionView.self)).simulateSelectItem(at: 3)
            scheduler.runUntilIdle()
            let top = try #require(stack.topViewController)
            #expect(top.title == "Physics")
            try #require(top.view.find(SubjectDetailID.switchOff, as: Button.self)).simulateTap()
            #expect(environment.backend.requests(to: .switchOff).map(\.state) == [.inFlight])
            (subjectList, subjectListStore, subject) = (list, store, top)
            withExtendedLifetime(stackWindow) {}
        }
        #expect(subjectList == nil)
        #expect(subjectListStore == nil)
        #expect(subject == nil)
        #expect(environment.backend.requests(to: .switchOff).map(\.state) == [.cancelled])
        scheduler.runUntilIdle()
        #expect(environment.backend.settings == SampleData.settings)
    }

    /// The subject's screen keeps the mediator and a second callback to the subject list: neither may keep a
    /// screen alive once the stack goes.
    @Test("A subject list released with All Subjects loading over a subject's screen frees all three, and cancels the catalogue")
    func releasedStackWithAllSubjects() throws {
        weak var subjectList: ViewController?
        weak var subject: ViewController?
        weak var allSubjects: ViewController?
        do {
            let list = SubjectListViewController(store: SubjectListStore(environment: environment),
                                                 themeStore: environment.themeStore,
                                                 mediator: MVCSArchitecture.mediator(environment))
            let stack = NavigationController(rootViewController: list)
            let stackWindow = Window(rootViewController: stack)
            stackWindow.makeKeyAndVisible()
            scheduler.runUntilIdle()
            try #require(list.view.find(SubjectListID.list, as: CollectionView.self)).simulateSelectItem(at: 3)
            scheduler.runUntilIdle()
            let top = try #require(stack.topViewController)
            try #require(top.view.find(SubjectDetailID.allSubjects, as: Button.self)).simulateTap()
            #expect(stack.titles == ["Practice", "Physics", "All Subjects"])
            #expect(environment.backend.requests(to: .subjects).map(\.state) == [.answered, .inFlight])
            (subjectList, subject, allSubjects) = (list, top, stack.topViewController)
            withExtendedLifetime(stackWindow) {}
        }
        #expect(subjectList == nil)
        #expect(subject == nil)
        #expect(allSubjects == nil)
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.answered, .cancelled])
    }
}
