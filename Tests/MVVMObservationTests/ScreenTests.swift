// The controllers with their view models, as the assembly puts them together: what the update puts on
// the widgets, what a successful login pushes, and ownership: a popped screen frees its controller,
// its view model and its views, and cancels its requests.
@testable import MVVMObservation
import SharedModel
import SharedTestSupport
import SharedViews
import Testing
import ViewKit

@Suite("MVVM on Observation screens")
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
        let screen = MVVMObservationArchitecture.makeLoginScreen(environment: environment)
        navigation.pushViewController(screen)
        try LoginFormUser.logIn(on: screen.view)

        scheduler.runUntilIdle()

        #expect(navigation.topViewController is SubjectListViewController)
        #expect(navigation.titles == ["Home", "Log In", "Practice"])
        #expect(Set(environment.backend.requests.compactMap(\.route)) == [.login, .subjects, .userSubjects])
    }

    @Test func theUpdatePutsTheViewModelsStateOnTheWidgetsOnceTheAnswerLands() throws {
        let screen = MVVMObservationArchitecture.makeLoginScreen(environment: environment)
        navigation.pushViewController(screen)
        try LoginFormUser.logIn(on: screen.view, password: "wrong-password")
        let form = screen.view
        #expect(form.find(LoginID.instruction, as: Label.self)?.text == Expected.signingIn)

        scheduler.runUntilIdle()

        #expect(form.find(LoginID.instruction, as: Label.self)?.text == Expected.wrongCredentials)
        #expect(form.find(LoginID.password, as: TextField.self)?.text == "")
        #expect(form.find(LoginID.submit, as: Button.self)?.isEnabled == false)
    }

    @Test func aThemeChangeRecoloursTheCellsOnScreen() throws {
        environment.signIn()
        let screen = MVVMObservationArchitecture.makeSubjectListScreen(environment: environment)
        navigation.pushViewController(screen)
        scheduler.runUntilIdle()

        environment.themeStore.apply(.night)

        let list = try #require(screen.view.find(SubjectListID.list, as: CollectionView.self))
        let colours = list.visibleCells.compactMap { ($0.cell as? SubjectCell)?.backgroundColor }
        #expect(colours.count == Expected.sampleTitles.count)
        #expect(colours.allSatisfy { $0 == Theme.night.cellBackgroundColor })
    }

    @Test("A popped login screen frees its controller, view model and views, and cancels its login")
    func aLoginScreenPoppedDuringALoginIsReleased() throws {
        weak var screen: ViewController?
        weak var viewModel: LoginViewModel?
        weak var form: View?
        do {
            let owned = LoginViewModel(environment: environment)
            let controller = LoginViewController(viewModel: owned) { _ in ViewController() }
            (screen, viewModel, form) = (controller, owned, controller.view)
            navigation.pushViewController(controller)
            try LoginFormUser.logIn(on: controller.view)
        }
        #expect(environment.backend.requests(to: .login).map(\.state) == [.inFlight])

        navigation.simulateBack()

        #expect(screen == nil && viewModel == nil && form == nil)
        #expect(environment.backend.requests(to: .login).map(\.state) == [.cancelled])
        scheduler.runUntilIdle()
        #expect(environment.sessionStore.session == nil)
    }

    @Test("A popped subject list with a refresh in flight frees everything and cancels both requests")
    func aLoadedListScreenPoppedDuringARefreshIsReleased() throws {
        environment.signIn()
        weak var screen: ViewController?
        weak var viewModel: SubjectListViewModel?
        var views: [() -> AnyObject?] = []
        do {
            let owned = SubjectListViewModel(environment: environment)
            let controller = SubjectListViewController(viewModel: owned, makeSubjectDetail: { _, _, _, _ in ViewController() },
                                                       makeAllSubjects: { _, _ in ViewController() })
            (screen, viewModel) = (controller, owned)
            navigation.pushViewController(controller)
            scheduler.runUntilIdle()
            let list = try #require(controller.view.find(SubjectListID.list, as: CollectionView.self))
            environment.themeStore.apply(.night)
            list.simulatePullToRefresh()
            views = controller.view.allViews.map { view in { [weak view] in view } }
        }

        navigation.simulateBack()

        #expect(screen == nil && viewModel == nil)
        #expect(views.allSatisfy { $0() == nil }, "a view of the subject list is still alive")
        #expect(environment.backend.requests.suffix(2).map(\.state) == [.cancelled, .cancelled])
        environment.themeStore.apply(.day)
        scheduler.runUntilIdle()
    }

    @Test("Selecting pushes the screen the item leads to, once, and a later change pushes nothing")
    func selectingPushesOnce() throws {
        environment.signIn()
        let screen = MVVMObservationArchitecture.makeSubjectListScreen(environment: environment)
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
}
