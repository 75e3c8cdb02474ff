// The scenes as their configurators put them together: a successful login routes to this
// architecture's subject list scene and hands it the linked subject; and ownership: a popped scene frees
// its view controller, interactor, presenter and router, and cancels its requests.
import SharedModel
import SharedTestSupport
import SharedViews
import Testing
@testable import VIP
import ViewKit

@Suite("VIP scenes")
@MainActor
struct SceneTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let navigation: NavigationController
    let window: Window

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        let home = ViewController()
        home.title = "Home"
        navigation = NavigationController(rootViewController: home)
        window = Window(rootViewController: navigation)
        window.makeKeyAndVisible()
    }

    @Test("B10 A successful login routes to this architecture's subject list scene, which asks for its data")
    func aSuccessfulLoginRoutesToTheSubjectListScene() throws {
        let screen = LoginConfigurator.makeScene(environment: environment)
        navigation.pushViewController(screen)
        try LoginFormUser.logIn(on: screen.view)

        scheduler.runUntilIdle()

        #expect(navigation.topViewController is SubjectListViewController)
        #expect(navigation.titles == ["Home", "Log In", "Practice"])
        #expect(Set(environment.backend.requests.compactMap(\.route)) == [.login, .subjects, .userSubjects])
    }

    @Test("A login hands the linked subject to the subject list scene it routes to and forgets it; a failed one keeps it")
    func aLoginHandsTheLinkedSubjectOn() throws {
        let screen = LoginConfigurator.makeScene(environment: environment)
        screen.router?.dataStore?.linkedSubjectID = 4
        navigation.pushViewController(screen)
        environment.backend.inject(.noConnection, on: .login, once: true)
        try LoginFormUser.logIn(on: screen.view)
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Home", "Log In"])
        #expect(screen.router?.dataStore?.linkedSubjectID == 4)

        try LoginFormUser.logIn(on: screen.view)
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Home", "Log In", "Practice", "Physics"])
        #expect(screen.router?.dataStore?.linkedSubjectID == nil)

        navigation.simulateBack()
        navigation.simulateBack()
        try LoginFormUser.logIn(on: screen.view)
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Home", "Log In", "Practice"])
    }

    @Test("A popped login scene frees every part of its cycle and cancels its login")
    func aLoginScenePoppedDuringALoginIsReleased() throws {
        var parts: [() -> AnyObject?] = []
        do {
            let screen = LoginConfigurator.makeScene(environment: environment)
            navigation.pushViewController(screen)
            try LoginFormUser.logIn(on: screen.view)
            let interactor = try #require(screen.interactor as? LoginInteractor)
            let objects: [AnyObject?] = [screen, interactor, interactor.presenter, screen.router, screen.view]
            parts = objects.map { object in { [weak object] in object } }
        }
        #expect(environment.backend.requests(to: .login).map(\.state) == [.inFlight])

        navigation.simulateBack()

        #expect(parts.allSatisfy { $0() == nil }, "a part of the login scene is still alive")
        #expect(environment.backend.requests(to: .login).map(\.state) == [.cancelled])
        scheduler.runUntilIdle()
        #expect(environment.sessionStore.session == nil)
    }

    @Test("A popped subject list scene with a refresh in flight frees every part and cancels both requests")
    func aSubjectListScenePoppedDuringARefreshIsReleased() throws {
        environment.signIn()
        var parts: [() -> AnyObject?] = []
        do {
            let screen = SubjectListConfigurator.makeScene(environment: environment)
            navigation.pushViewController(screen)
            scheduler.runUntilIdle()
            let list = try #require(screen.view.find(SubjectListID.list, as: CollectionView.self))
            environment.themeStore.apply(.night)
            list.simulatePullToRefresh()
            let interactor = try #require(screen.interactor as? SubjectListInteractor)
            let objects: [AnyObject?] = [screen, interactor, interactor.presenter, screen.router]
            parts = (objects + screen.view.allViews).map { object in { [weak object] in object } }
        }

        navigation.simulateBack()

        #expect(parts.allSatisfy { $0() == nil }, "a part of the subject list scene is still alive")
        #expect(environment.backend.requests.suffix(2).map(\.state) == [.cancelled, .cancelled])
        environment.themeStore.apply(.day)
        scheduler.runUntilIdle()
    }

    @Test("A theme change recolours the cells on screen, and a cell shown later wears it too")
    func aThemeChangeRecoloursTheCells() throws {
        environment.signIn()
        environment.backend.catalogue = SampleData.catalogue(count: 20)
        environment.backend.settings = SampleData.settings(allOn: environment.backend.catalogue)
        let screen = SubjectListConfigurator.makeScene(environment: environment)
        navigation.pushViewController(screen)
        scheduler.runUntilIdle()

        environment.themeStore.apply(.night)

        let list = try #require(screen.view.find(SubjectListID.list, as: CollectionView.self))
        func backgrounds() -> [Color] { list.visibleCells.compactMap { ($0.cell as? SubjectCell)?.backgroundColor } }
        #expect(!backgrounds().isEmpty && backgrounds().allSatisfy { $0 == Theme.night.cellBackgroundColor })
        list.simulateScroll(toItem: 19)
        #expect(backgrounds().allSatisfy { $0 == Theme.night.cellBackgroundColor })
    }
}
