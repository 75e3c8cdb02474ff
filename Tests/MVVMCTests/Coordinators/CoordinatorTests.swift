// The coordinators with real screens on a navigation stack: the app starts the login flow, a login
// hands over to the subject list flow, a selection shows its screen, the linked subject is shown once the
// list first shows it and marked in every All Subjects of the run, and ownership: a flow's coordinator
// lives while a screen of its flow is on the stack, and popping that screen frees the screen, its view
// model and its coordinator, and cancels its requests.
@testable import MVVMC
import SharedModel
import SharedTestSupport
import SharedViews
import Testing
import ViewKit

@Suite("Coordinators")
@MainActor
struct CoordinatorTests {
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

    /// Selects More, after the sample data's five subjects, on the subject list on top of `stack`, and
    /// returns the rows of the All Subjects it pushes once its catalogue has landed, top first.
    private func catalogueRowsViaMore(on stack: NavigationController) throws -> [String] {
        try #require(stack.topViewController?.view.find(SubjectListID.list, as: CollectionView.self))
            .simulateSelectItem(at: 5)
        scheduler.runUntilIdle()
        #expect(stack.titles.last == "All Subjects")
        return try #require(stack.topViewController).view.allViews.compactMap { $0 as? Label }
            .filter { $0.accessibilityIdentifier?.hasPrefix("allSubjects.subject-") == true }.map(\.text)
    }

    @Test("The app coordinator starts with the login flow")
    func theAppStartsWithTheLoginFlow() {
        #expect(AppCoordinator(environment: environment).start() is LoginViewController)
        #expect(AppCoordinator(environment: environment).startSignedIn() is SubjectListViewController)
    }

    @Test("B10 A successful login hands over to the subject list flow, whose screen asks for its data")
    func aSuccessfulLoginHandsOverToTheSubjectListFlow() throws {
        let login = LoginCoordinator(environment: environment)
        navigation.pushViewController(login.start())
        try LoginFormUser.logIn(on: try #require(navigation.topViewController).view)

        scheduler.runUntilIdle()

        #expect(navigation.topViewController is SubjectListViewController)
        #expect(navigation.titles == ["Home", "Log In", "Practice"])
        #expect(login.subjectListFlow != nil)
        #expect(Set(environment.backend.requests.compactMap(\.route)) == [.login, .subjects, .userSubjects])
    }

    @Test("A child coordinator is released when its flow ends")
    func theChildFlowEndsWhenItsScreenIsPopped() throws {
        let login = LoginCoordinator(environment: environment)
        navigation.pushViewController(login.start())
        try LoginFormUser.logIn(on: try #require(navigation.topViewController).view)
        scheduler.runUntilIdle()
        #expect(login.subjectListFlow != nil)

        navigation.simulateBack()

        #expect(navigation.titles == ["Home", "Log In"])
        #expect(login.subjectListFlow == nil, "the subject list flow outlived its screen")
    }

    @Test("The subject list coordinator pushes the screen a selected item leads to")
    func theSubjectListCoordinatorShowsDestinations() throws {
        environment.signIn()
        let flow = SubjectListCoordinator(environment: environment)
        navigation.pushViewController(flow.start())
        scheduler.runUntilIdle()
        let list = try #require(navigation.topViewController?.view.find(SubjectListID.list, as: CollectionView.self))

        list.simulateSelectItem(at: 3)
        #expect(navigation.titles == ["Home", "Practice", "Physics"])
        navigation.simulateBack()
        list.simulateSelectItem(at: 5)
        #expect(navigation.titles == ["Home", "Practice", "All Subjects"])
    }

    @Test("The app coordinator starts the app on the subject list flow with a session, on the login flow without")
    func theAppStartsOnTheFlowTheSessionCallsFor() {
        let signedOut = AppCoordinator(environment: environment).startApp(link: "practice://subject/4")
        #expect(signedOut.viewControllers.count == 1 && signedOut.viewControllers.first is LoginViewController)
        environment.signIn()
        let signedIn = AppCoordinator(environment: environment).startApp(link: "practice://subject/4")
        #expect(signedIn.viewControllers.count == 1 && signedIn.viewControllers.first is SubjectListViewController)
    }

    @Test("The subject list flow shows the linked subject when its list first shows it, after a failed load too, once")
    func theSubjectListFlowShowsTheLinkedSubjectOnce() throws {
        environment.signIn()
        environment.backend.inject(.noConnection, on: .subjects, once: true)
        navigation.pushViewController(SubjectListCoordinator(environment: environment, linkedSubjectID: 4).start())
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Home", "Practice"])

        try #require(navigation.topViewController?.view.find(SubjectListID.retry, as: Button.self)).simulateTap()
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Home", "Practice", "Physics"])
        navigation.simulateBack()
        let list = try #require(navigation.topViewController?.view.find(SubjectListID.list, as: CollectionView.self))
        list.simulatePullToRefresh()
        scheduler.runUntilIdle()

        #expect(navigation.titles == ["Home", "Practice"], "a refresh followed the link again")
        #expect(environment.backend.requests(to: .subjectDetails).map(\.request.path) == ["/subjects/4"])
    }

    @Test("A linked subject the first load does not list is never shown, not even when a later load lists it")
    func aLinkedSubjectOffTheListIsNotShown() throws {
        environment.signIn()
        navigation.pushViewController(SubjectListCoordinator(environment: environment, linkedSubjectID: 5).start())
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Home", "Practice"])

        environment.backend.settings = UserSubjectSettings(currentPhase: .junior, entries: [
            UserSubject(subjectID: 5, status: .on, updatedTime: 1),
        ])
        let list = try #require(navigation.topViewController?.view.find(SubjectListID.list, as: CollectionView.self))
        list.simulatePullToRefresh()
        scheduler.runUntilIdle()

        #expect(navigation.titles == ["Home", "Practice"])
        #expect(environment.backend.requests(to: .subjectDetails).isEmpty)
    }

    @Test("A failed login keeps the link; the first successful login hands it to the subject list flow, a later one does not")
    func theLoginFlowHandsTheLinkOnOnce() throws {
        let login = LoginCoordinator(environment: environment, linkedSubjectID: 4)
        navigation.pushViewController(login.start())
        try LoginFormUser.logIn(on: try #require(navigation.topViewController).view, password: "wrong-password")
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Home", "Log In"])

        try LoginFormUser.logIn(on: try #require(navigation.topViewController).view)
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Home", "Log In", "Practice", "Physics"])
        navigation.simulateBack()
        navigation.simulateBack()
        try LoginFormUser.logIn(on: try #require(navigation.topViewController).view)
        scheduler.runUntilIdle()

        #expect(navigation.titles == ["Home", "Log In", "Practice"])
    }

    @Test("Every subject list flow the login flow starts marks the link's subject, a later one that follows no link too")
    func theLoginFlowHandsTheMarkToEverySubjectListFlow() throws {
        let login = LoginCoordinator(environment: environment, linkedSubjectID: 4)
        navigation.pushViewController(login.start())
        try LoginFormUser.logIn(on: try #require(navigation.topViewController).view)
        scheduler.runUntilIdle()
        navigation.simulateBack()
        navigation.simulateBack()
        try LoginFormUser.logIn(on: try #require(navigation.topViewController).view)
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Home", "Log In", "Practice"])

        #expect(try catalogueRowsViaMore(on: navigation) == ["Math ✓", "Chinese ✓", "English ✓", "Physics ✓ · from your link",
                                                            "Chemistry", "Biology", "History ✓"])
    }

    @Test("The app coordinator hands the link's subject to its first flow to mark, a link the list drops too; no link or a malformed one marks nothing")
    func theAppHandsTheLinksSubjectToMark() throws {
        environment.signIn()
        let cases: [(link: String?, rows: [String])] = [
            ("practice://subject/5", ["Math ✓", "Chinese ✓", "English ✓", "Physics ✓", "Chemistry · from your link", "Biology",
                                      "History ✓"]),
            (nil, Self.unmarkedRows),
            ("practice://subject/5/", Self.unmarkedRows),
        ]
        for (link, rows) in cases {
            let app = AppCoordinator(environment: environment).startApp(link: link)
            Window(rootViewController: app).makeKeyAndVisible()
            scheduler.runUntilIdle()
            #expect(app.titles == ["Practice"])

            #expect(try catalogueRowsViaMore(on: app) == rows, "link: \(link ?? "none")")
        }
    }

    /// The sample catalogue's junior rows, with the open subjects marked and no link's.
    private static let unmarkedRows = ["Math ✓", "Chinese ✓", "English ✓", "Physics ✓", "Chemistry", "Biology", "History ✓"]

    @Test("A popped login screen frees its controller, view model and coordinator, and cancels its login")
    func aLoginFlowPoppedDuringALoginIsReleased() throws {
        weak var coordinator: LoginCoordinator?
        weak var screen: ViewController?
        weak var form: View?
        do {
            let login = LoginCoordinator(environment: environment)
            let controller = login.start()
            (coordinator, screen, form) = (login, controller, controller.view)
            navigation.pushViewController(controller)
            try LoginFormUser.logIn(on: controller.view)
        }
        #expect(coordinator != nil, "the screen keeps its flow alive")
        #expect(environment.backend.requests(to: .login).map(\.state) == [.inFlight])

        navigation.simulateBack()

        #expect(coordinator == nil && screen == nil && form == nil)
        #expect(environment.backend.requests(to: .login).map(\.state) == [.cancelled])
        scheduler.runUntilIdle()
        #expect(environment.sessionStore.session == nil)
    }

    @Test("A popped subject list with a refresh in flight frees everything and cancels both requests")
    func aSubjectListFlowPoppedDuringARefreshIsReleased() throws {
        environment.signIn()
        weak var coordinator: SubjectListCoordinator?
        weak var screen: ViewController?
        var views: [() -> AnyObject?] = []
        do {
            let flow = SubjectListCoordinator(environment: environment)
            let controller = flow.start()
            (coordinator, screen) = (flow, controller)
            navigation.pushViewController(controller)
            scheduler.runUntilIdle()
            let list = try #require(controller.view.find(SubjectListID.list, as: CollectionView.self))
            environment.themeStore.apply(.night)
            list.simulatePullToRefresh()
            views = controller.view.allViews.map { view in { [weak view] in view } }
        }

        navigation.simulateBack()

        #expect(coordinator == nil && screen == nil)
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
        let screen = SubjectListCoordinator(environment: environment).start()
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
