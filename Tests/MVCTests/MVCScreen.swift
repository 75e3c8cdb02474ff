// What every MVC unit test needs: a view controller built for real, with its views, over the shared
// model layer and a manual scheduler, and the widgets it shows found by their identifiers. In MVC
// there is no smaller unit that holds the logic: the controller is the unit, and its views with it.
@testable import MVC
import SharedModel
import SharedViews
import Testing
import ViewKit

@MainActor
struct MVCScreen<Controller: ViewController> {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let controller: Controller
    let navigation: NavigationController
    private let window: Window

    /// `make`'s controller at the root of a navigation stack on a visible window, so it appears,
    /// after `prepare` has set the server up for the requests it sends on appearing.
    init(signedIn: Bool = false, prepare: (FakeBackend) -> Void = { _ in }, _ make: (AppEnvironment) -> Controller) {
        environment = AppEnvironment(scheduler: scheduler)
        if signedIn {
            environment.signIn()
        }
        prepare(environment.backend)
        controller = make(environment)
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
