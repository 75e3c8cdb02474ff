import Architectures
import SharedModel
import Testing
import ViewKit

/// SPEC §2 and §3: leaving a screen while its requests are in flight cancels them, lets no answer
/// reach anything released, and releases every object of the screen.
@MainActor
@Suite("Screen lifetime")
struct ScreenLifetimeTests {
    /// A screen pushed on a stack with a plain home screen below it, so the user can pop it.
    private func pushed(_ makeScreen: (AppEnvironment) -> ViewController, environment: AppEnvironment)
        -> (navigation: NavigationController, window: Window, screen: ViewController) {
        let home = ViewController()
        home.title = "Home"
        let navigation = NavigationController(rootViewController: home)
        let window = Window(rootViewController: navigation)
        window.makeKeyAndVisible()
        let screen = makeScreen(environment)
        navigation.pushViewController(screen)
        return (navigation, window, screen)
    }

    /// Weak references to a screen and every view in its tree.
    private func weakTree(of screen: ViewController) -> (screen: Weak<ViewController>, views: [Weak<View>]) {
        (Weak(screen), screen.view.allViews.map { Weak($0) })
    }

    // Rule `screen.leaving` (docs/SPEC.md §6.1)
    @Test("Popping the login screen during a login cancels it and releases the screen", arguments: Architecture.allCases)
    func popLoginInFlight(architecture: Architecture) throws {
        let scheduler = ManualScheduler()
        let environment = AppEnvironment(scheduler: scheduler)
        let (navigation, window, tree) = try {
            let stack = pushed(architecture.makeLoginScreen, environment: environment)
            let form = stack.screen.view
            try form.widget("login.username", as: TextField.self).simulateTyping("student01")
            try form.widget("login.password", as: TextField.self).simulateTyping("secret123")
            try form.widget("login.submit", as: Button.self).simulateTap()
            return (stack.navigation, stack.window, weakTree(of: stack.screen))
        }()
        #expect(environment.backend.requests(to: .login).map(\.state) == [.inFlight])
        navigation.simulateBack()
        #expect(navigation.titles == ["Home"])
        #expect(tree.screen.object == nil, "the login screen is still alive after being popped")
        #expect(tree.views.allSatisfy { $0.object == nil }, "a view of the login screen is still alive")
        #expect(environment.backend.requests(to: .login).map(\.state) == [.cancelled])
        scheduler.runUntilIdle()
        #expect(environment.sessionStore.session == nil, "an answer reached a released screen")
        #expect(navigation.titles == ["Home"])
        withExtendedLifetime(window) {}
    }

    // Rule `screen.leaving` (docs/SPEC.md §6.1)
    @Test("Releasing the login screen during a login cancels it", arguments: Architecture.allCases)
    func releaseLoginInFlight(architecture: Architecture) throws {
        let scheduler = ManualScheduler()
        let environment = AppEnvironment(scheduler: scheduler)
        let tree = try {
            let screen = LoginScreen.Bare(architecture.makeLoginScreen(environment: environment))
            try screen.logIn()
            return weakTree(of: screen.controller)
        }()
        #expect(tree.screen.object == nil)
        #expect(tree.views.allSatisfy { $0.object == nil })
        #expect(environment.backend.requests(to: .login).map(\.state) == [.cancelled])
        scheduler.runUntilIdle()
        #expect(environment.sessionStore.session == nil)
    }

    // Rule `screen.leaving` (docs/SPEC.md §6.1)
    @Test("Popping the subject list while loading cancels both requests and releases the screen",
          arguments: Architecture.allCases)
    func popSubjectsInFlight(architecture: Architecture) throws {
        let scheduler = ManualScheduler()
        let environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        let (navigation, window, tree) = {
            let stack = pushed(architecture.makeSubjectListScreen, environment: environment)
            return (stack.navigation, stack.window, weakTree(of: stack.screen))
        }()
        #expect(environment.backend.requests.map(\.state) == [.inFlight, .inFlight])
        navigation.simulateBack()
        #expect(tree.screen.object == nil, "the subject list is still alive after being popped")
        #expect(tree.views.allSatisfy { $0.object == nil }, "a view of the subject list is still alive")
        #expect(environment.backend.requests.map(\.state) == [.cancelled, .cancelled])
        scheduler.runUntilIdle()
        // Nothing a cancelled request could still do shows anywhere.
        #expect(environment.backend.requests.map(\.state) == [.cancelled, .cancelled])
        #expect(navigation.titles == ["Home"])
        withExtendedLifetime(window) {}
    }

    // Rule `screen.leaving` (docs/SPEC.md §6.1)
    @Test("Releasing the subject list while loading cancels both requests", arguments: Architecture.allCases)
    func releaseSubjectsInFlight(architecture: Architecture) {
        let scheduler = ManualScheduler()
        let environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        // On a window of its own, with no stack to pop it from: only the test holds it.
        let tree = {
            let screen = architecture.makeSubjectListScreen(environment: environment)
            let window = Window(rootViewController: screen)
            window.makeKeyAndVisible()
            #expect(environment.backend.requests.map(\.state) == [.inFlight, .inFlight])
            return withExtendedLifetime(window) { weakTree(of: screen) }
        }()
        #expect(tree.screen.object == nil, "the subject list is still alive after its last owner let go")
        #expect(tree.views.allSatisfy { $0.object == nil }, "a view of the subject list is still alive")
        #expect(environment.backend.requests.map(\.state) == [.cancelled, .cancelled])
        scheduler.runUntilIdle()
        #expect(environment.backend.requests.map(\.state) == [.cancelled, .cancelled])
    }

    // Rule `screen.leaving` (docs/SPEC.md §6.1)
    @Test("A loaded subject list, with cells, theme changes and refreshes behind it, is released when popped",
          arguments: Architecture.allCases)
    func popLoadedSubjects(architecture: Architecture) throws {
        let scheduler = ManualScheduler()
        let environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        environment.backend.catalogue = SampleData.catalogue(count: 20)
        environment.backend.settings = SampleData.settings(allOn: environment.backend.catalogue)
        let (navigation, window, tree) = try {
            let stack = pushed(architecture.makeSubjectListScreen, environment: environment)
            scheduler.runUntilIdle()
            let list: CollectionView = try stack.screen.view.widget("subjectList.list")
            list.simulateScroll(toItem: 15)
            environment.themeStore.apply(.night)
            list.simulatePullToRefresh()
            return (stack.navigation, stack.window, (weakTree(of: stack.screen), list.visibleCells.map { Weak($0.cell) }))
        }()
        navigation.simulateBack()
        #expect(tree.0.screen.object == nil)
        #expect(tree.0.views.allSatisfy { $0.object == nil })
        #expect(tree.1.allSatisfy { $0.object == nil }, "a cell is still alive")
        #expect(environment.backend.requests.suffix(2).map(\.state) == [.cancelled, .cancelled])
        let home = navigation.renderScreen()
        environment.themeStore.apply(.day)
        scheduler.runUntilIdle()
        // A theme change and the scheduler running dry reach nothing of the popped screen.
        #expect(environment.backend.requests.suffix(2).map(\.state) == [.cancelled, .cancelled])
        #expect(navigation.titles == ["Home"])
        #expect(navigation.renderScreen() == home)
        #expect(tree.0.screen.object == nil)
        withExtendedLifetime(window) {}
    }
}

extension LoginScreen {
    /// A login screen with no window or stack: only the test holds it.
    @MainActor
    struct Bare {
        let controller: ViewController

        init(_ controller: ViewController) {
            self.controller = controller
            controller.loadViewIfNeeded()
        }

        func logIn() throws {
            let form = controller.view
            try form.widget("login.username", as: TextField.self).simulateTyping("student01")
            try form.widget("login.password", as: TextField.self).simulateTyping("secret123")
            try form.widget("login.submit", as: Button.self).simulateTap()
        }
    }
}
