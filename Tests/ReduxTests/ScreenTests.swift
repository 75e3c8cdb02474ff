// The view controllers with their stores, as the assembly puts them together: a successful login
// pushes this architecture's subject list, the app as it starts follows a link, and ownership: a
// popped screen frees its controller, its store and its views, and cancels its requests.
import SharedModel
import SharedTestSupport
import SharedViews
@testable import Redux
import Testing
import ViewKit

@Suite("Redux screens")
@MainActor
struct ScreenTests {
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

    @Test("B10 A successful login pushes this architecture's subject list, which asks for its data")
    func aSuccessfulLoginPushesTheSubjectList() throws {
        let screen = ReduxArchitecture.makeLoginScreen(environment: environment)
        navigation.pushViewController(screen)
        try LoginFormUser.logIn(on: screen.view)

        scheduler.runUntilIdle()

        #expect(navigation.topViewController is SubjectListViewController)
        #expect(navigation.titles == ["Home", "Log In", "Practice"])
        #expect(environment.sessionStore.session?.username == Expected.username)
        #expect(Set(environment.backend.requests.compactMap(\.route)) == [.login, .subjects, .userSubjects])

        navigation.simulateBack()
        #expect(navigation.titles == ["Home", "Log In"])
    }

    @Test("A popped login screen frees its controller, store and views, and cancels its login")
    func aLoginScreenPoppedDuringALoginIsReleased() throws {
        weak var screen: ViewController?
        weak var store: Store<LoginReducer>?
        weak var form: View?
        do {
            let owned = Store<LoginReducer>(initialState: LoginState(), effects: LoginEffects(environment: environment))
            let controller = LoginViewController(store: owned) { _ in ViewController() }
            (screen, store, form) = (controller, owned, controller.view)
            navigation.pushViewController(controller)
            try LoginFormUser.logIn(on: controller.view)
        }
        #expect(environment.backend.requests(to: .login).map(\.state) == [.inFlight])

        navigation.simulateBack()

        #expect(screen == nil && store == nil && form == nil)
        #expect(environment.backend.requests(to: .login).map(\.state) == [.cancelled])
        scheduler.runUntilIdle()
        #expect(environment.sessionStore.session == nil)
    }

    @Test("A popped subject list with a refresh in flight frees everything and cancels both requests")
    func aSubjectListPoppedDuringARefreshIsReleased() throws {
        environment.signIn()
        weak var screen: ViewController?
        weak var store: Store<SubjectListReducer>?
        var views: [() -> AnyObject?] = []
        do {
            let owned = Store<SubjectListReducer>(initialState: SubjectListState(theme: .day),
                                                  effects: SubjectListEffects(environment: environment))
            let controller = SubjectListViewController(store: owned) { _, _ in ViewController() }
            (screen, store) = (controller, owned)
            navigation.pushViewController(controller)
            scheduler.runUntilIdle()
            let list = try #require(controller.view.find(SubjectListID.list, as: CollectionView.self))
            environment.themeStore.apply(.night)
            list.simulatePullToRefresh()
            views = controller.view.allViews.map { view in { [weak view] in view } }
        }

        navigation.simulateBack()

        #expect(screen == nil && store == nil)
        #expect(views.allSatisfy { $0() == nil }, "a view of the subject list is still alive")
        #expect(environment.backend.requests.suffix(2).map(\.state) == [.cancelled, .cancelled])
        environment.themeStore.apply(.day)
        scheduler.runUntilIdle()
    }

    @Test("A theme change recolours the cells on screen, and a cell shown later wears it too")
    func aThemeChangeRecoloursTheCells() throws {
        environment.signIn()
        environment.backend.catalogue = SampleData.catalogue(count: 20)
        environment.backend.settings = SampleData.settings(allOn: environment.backend.catalogue)
        let screen = ReduxArchitecture.makeSubjectListScreen(environment: environment)
        navigation.pushViewController(screen)
        scheduler.runUntilIdle()

        environment.themeStore.apply(.night)

        let list = try #require(screen.view.find(SubjectListID.list, as: CollectionView.self))
        func backgrounds() -> [Color] { list.visibleCells.compactMap { ($0.cell as? SubjectCell)?.backgroundColor } }
        #expect(!backgrounds().isEmpty && backgrounds().allSatisfy { $0 == Theme.night.cellBackgroundColor })
        list.simulateScroll(toItem: 19)
        #expect(backgrounds().allSatisfy { $0 == Theme.night.cellBackgroundColor })
    }

    @Test("Selecting pushes the screen the item leads to, once, and a later change pushes nothing")
    func selectingPushesOnce() throws {
        environment.signIn()
        let screen = ReduxArchitecture.makeSubjectListScreen(environment: environment)
        navigation.pushViewController(screen)
        scheduler.runUntilIdle()
        let list = try #require(screen.view.find(SubjectListID.list, as: CollectionView.self))

        list.simulateSelectItem(at: 3)
        environment.themeStore.apply(.night)
        #expect(navigation.titles == ["Home", "Practice", "Physics"])
        navigation.simulateBack()
        list.simulateSelectItem(at: 5)
        #expect(navigation.titles == ["Home", "Practice", "All Subjects"])
    }

    @Test("The login pushes a subject list that follows the link; once the user is back, the next one does not")
    func theLoginHandsTheLinkToTheSubjectList() throws {
        let app = ReduxArchitecture.makeApp(environment: environment, link: "practice://subject/4")
        let appWindow = Window(rootViewController: app)
        appWindow.makeKeyAndVisible()
        let screen = try #require(app.topViewController)
        environment.backend.inject(.noConnection, on: .login, once: true)
        try LoginFormUser.logIn(on: screen.view)
        scheduler.runUntilIdle()
        #expect(app.titles == ["Log In"])

        try LoginFormUser.logIn(on: screen.view)
        scheduler.runUntilIdle()
        #expect(app.titles == ["Log In", "Practice", "Physics"])

        app.simulateBack()
        app.simulateBack()
        try LoginFormUser.logIn(on: screen.view)
        scheduler.runUntilIdle()
        #expect(app.titles == ["Log In", "Practice"])
    }
}
