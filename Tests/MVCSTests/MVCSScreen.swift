// What the MVCS view controller tests need: a controller built for real over the shared model layer,
// a manual scheduler and the mediator every feature is given, on a visible window, and the widgets it
// shows found by their identifiers. The stores decide nothing a user sees, so the behaviours of the
// form and of the list's states are tested through their controller, with its views, as in MVC.
@testable import MVCS
import SharedModel
import SharedViews
import Testing
import ViewKit

@MainActor
struct MVCSScreen<Controller: ViewController> {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let controller: Controller
    let navigation: NavigationController
    private let window: Window

    /// `make`'s controller, given the mediator with every target registered, at the root of a
    /// navigation stack on a visible window, so it appears, after `prepare` has set the server up.
    init(signedIn: Bool = false, prepare: (FakeBackend) -> Void = { _ in },
         _ make: (AppEnvironment, Mediator) -> Controller) {
        environment = AppEnvironment(scheduler: scheduler)
        if signedIn {
            environment.signIn()
        }
        prepare(environment.backend)
        controller = make(environment, MVCSArchitecture.mediator(environment))
        navigation = NavigationController(rootViewController: controller)
        window = Window(rootViewController: navigation)
        window.makeKeyAndVisible()
    }

    var backend: FakeBackend { environment.backend }

    func widget<V: View>(_ identifier: String, _ type: V.Type) throws -> V {
        try #require(controller.view.find(identifier, as: type))
    }

    /// Lets every answer in flight land.
    func answer() { scheduler.runUntilIdle() }
}
