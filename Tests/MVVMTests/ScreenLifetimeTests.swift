import SharedTestSupport
import Testing
@testable import MVVM
import SharedModel
import SharedViews
import ViewKit

/// Bound screens deallocate: the controller, the view model, every view, and what the view model
/// made, once the screen is popped, with nothing left subscribed to what outlives the screen.
@Suite("MVVM screen lifetime")
@MainActor
struct ScreenLifetimeTests {
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

    /// Weak references to objects that must all be released.
    private struct Released {
        private var references: [() -> AnyObject?] = []

        mutating func watch(_ objects: [AnyObject]) {
            for object in objects {
                references.append { [weak object] in object }
            }
        }

        var all: Bool { references.allSatisfy { $0() == nil } }
    }

    @Test func aBoundLoginScreenPoppedDuringALoginIsReleased() throws {
        var released = Released()
        do {
            let viewModel = LoginViewModel(environment: environment)
            let screen = LoginViewController(viewModel: viewModel) { _ in ViewController() }
            navigation.pushViewController(screen)
            let root = screen.view
            try LoginFormUser.logIn(on: root)
            #expect(viewModel.outputs.isBusy.value, "the view's events did not reach the view model")
            released.watch([screen, viewModel, viewModel.instruction.source, viewModel.goToSubjectList.source])
            released.watch(root.allViews)
        }

        navigation.simulateBack()

        #expect(released.all, "an object of the login screen is still alive")
        #expect(environment.backend.requests(to: .login).map(\.state) == [.cancelled])
        scheduler.runUntilIdle()
        #expect(environment.sessionStore.session == nil)
    }

    @Test func aLoginScreenPushesTheScreenItWasGivenOnSuccess() throws {
        let next = ViewController()
        next.title = "Next"
        let screen = LoginViewController(viewModel: LoginViewModel(environment: environment)) { _ in next }
        navigation.pushViewController(screen)
        try LoginFormUser.logIn(on: screen.view)

        scheduler.runUntilIdle()

        #expect(navigation.titles == ["Home", "Log In", "Next"])
    }

    @Test("B10 A successful login pushes MVVM's subject list, which asks for its data")
    func aSuccessfulLoginPushesMVVMsSubjectList() throws {
        // The catalogue's login screen, so the screen it pushes is the one MVVM's assembly gives it.
        let screen = MVVMArchitecture.makeLoginScreen(environment: environment)
        navigation.pushViewController(screen)
        try LoginFormUser.logIn(on: screen.view)

        scheduler.runUntilIdle()

        #expect(navigation.topViewController is SubjectListViewController)
        #expect(navigation.titles == ["Home", "Log In", "Practice"])
        #expect(environment.sessionStore.session != nil)
        #expect(Set(environment.backend.requests.compactMap(\.route)) == [.login, .subjects, .userSubjects])
    }

    @Test func aLoadedListScreenWithThemeChangesAndARefreshInFlightIsReleased() throws {
        environment.signIn()
        environment.backend.catalogue = SampleData.catalogue(count: 30)
        environment.backend.settings = SampleData.settings(allOn: environment.backend.catalogue)
        var released = Released()
        do {
            let viewModel = SubjectListViewModel(environment: environment)
            let screen = SubjectListViewController(viewModel: viewModel) { [environment] in
                SubjectDetailViewModel(subjectID: $0, name: $1, environment: environment)
            } makeAllSubjects: { _, _ in ViewController() }
            navigation.pushViewController(screen)
            scheduler.runUntilIdle()
            let list = try #require(screen.view.find(SubjectListID.list, as: CollectionView.self))
            list.simulateScroll(toItem: 25)
            environment.themeStore.apply(.night)
            list.simulatePullToRefresh()
            let cells = viewModel.outputs.cells.value
            #expect(cells.count == 31, "the list did not load")
            released.watch([screen, viewModel] + cells.map(\.theme.source))
            released.watch(cells)
            released.watch(screen.view.allViews)
            released.watch(list.visibleCells.map(\.cell))
        }

        navigation.simulateBack()

        #expect(released.all, "an object of the subject list is still alive")
        #expect(environment.backend.requests.suffix(2).map(\.state) == [.cancelled, .cancelled])
        environment.themeStore.apply(.day)
        scheduler.runUntilIdle()
    }

    @Test func aListScreenOpenedByALinkPushesTheLinkedSubjectAsSelectingItWould() {
        environment.signIn()
        let viewModel = SubjectListViewModel(environment: environment, linkedSubjectID: 4)
        let screen = SubjectListViewController(viewModel: viewModel) { [environment] in
            SubjectDetailViewModel(subjectID: $0, name: $1, environment: environment)
        } makeAllSubjects: { _, _ in ViewController() }
        navigation.pushViewController(screen)
        #expect(navigation.titles == ["Home", "Practice"])

        scheduler.runUntilIdle()

        #expect(navigation.topViewController is SubjectDetailViewController)
        #expect(navigation.titles == ["Home", "Practice", "Physics"])
        #expect(environment.backend.requests(to: .subjectDetails).map(\.request.path) == ["/subjects/4"])
    }

    @Test("B9 Selecting a subject pushes its screen; selecting More pushes All Subjects")
    func aListScreenPushesWhatASelectedCellAsksFor() throws {
        environment.signIn()
        let screen = SubjectListViewController(viewModel: SubjectListViewModel(environment: environment)) { [environment] in
            SubjectDetailViewModel(subjectID: $0, name: $1, environment: environment)
        } makeAllSubjects: { [environment] in
            MVVM.AllSubjectsViewController(
                viewModel: AllSubjectsViewModel(environment: environment, currentPhase: $0, openSubjectIDs: $1))
        }
        navigation.pushViewController(screen)
        scheduler.runUntilIdle()
        let list = try #require(screen.view.find(SubjectListID.list, as: CollectionView.self))

        list.simulateSelectItem(at: 3)
        #expect(navigation.titles == ["Home", "Practice", "Physics"])
        navigation.simulateBack()
        list.simulateSelectItem(at: 5)
        #expect(navigation.titles == ["Home", "Practice", "All Subjects"])
    }
}
