// Who holds whom in MVCS: the view controller owns its store and holds the mediator; the store owns
// its API managers and holds its controller weakly, as their delegate. Popping a screen while its
// requests fly frees the controller, its store and its views at once and cancels the requests.
@testable import MVCS
import SharedModel
import SharedTestSupport
import SharedViews
import Testing
import ViewKit

@MainActor
@Suite("Ownership")
struct OwnershipTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let navigation = NavigationController(rootViewController: ViewController())
    let window: Window

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        window = Window(rootViewController: navigation)
        window.makeKeyAndVisible()
    }

    @Test("A popped login screen frees its store and cancels its login")
    func loginScreen() throws {
        weak var screen: ViewController?
        weak var store: LoginStore?
        do {
            let owned = LoginStore(environment: environment)
            let controller = LoginViewController(store: owned, mediator: MVCSArchitecture.mediator(environment))
            (screen, store) = (controller, owned)
            navigation.pushViewController(controller)
            let form = controller.view
            try LoginFormUser.logIn(on: form)
        }
        #expect(store != nil)
        #expect(environment.backend.requests(to: .login).map(\.state) == [.inFlight])

        navigation.simulateBack()
        #expect(screen == nil)
        #expect(store == nil)
        #expect(environment.backend.requests(to: .login).map(\.state) == [.cancelled])
        scheduler.runUntilIdle()
        #expect(environment.sessionStore.session == nil)
    }

    @Test("A popped subject list frees its store and cancels both requests")
    func subjectListScreen() {
        environment.signIn()
        weak var screen: ViewController?
        weak var store: SubjectListStore?
        do {
            let owned = SubjectListStore(environment: environment)
            let controller = SubjectListViewController(store: owned, themeStore: environment.themeStore,
                                                       mediator: MVCSArchitecture.mediator(environment))
            (screen, store) = (controller, owned)
            navigation.pushViewController(controller)
        }
        #expect(store != nil)
        #expect(environment.backend.requests.map(\.state) == [.inFlight, .inFlight])

        navigation.simulateBack()
        #expect(screen == nil)
        #expect(store == nil)
        #expect(environment.backend.requests.map(\.state) == [.cancelled, .cancelled])
    }
}
