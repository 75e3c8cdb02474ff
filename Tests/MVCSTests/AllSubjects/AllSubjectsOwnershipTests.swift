// Who holds whom around All Subjects: the view controller owns its store, the store owns its API
// manager and holds the controller weakly. Popping the screen frees both at once and cancels the
// catalogue request in flight.
@testable import MVCS
import SharedModel
import Testing
import ViewKit

@MainActor
@Suite("All Subjects ownership")
struct AllSubjectsOwnershipTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let navigation = NavigationController(rootViewController: ViewController())
    let window: Window

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        window = Window(rootViewController: navigation)
        window.makeKeyAndVisible()
    }

    @Test("A popped All Subjects frees its store and cancels the catalogue request in flight")
    func popped() {
        weak var screen: ViewController?
        weak var store: AllSubjectsStore?
        do {
            let owned = AllSubjectsStore(currentPhase: .junior, environment: environment)
            let controller = AllSubjectsViewController(store: owned, themeStore: environment.themeStore, openSubjectIDs: [1, 4])
            (screen, store) = (controller, owned)
            navigation.pushViewController(controller)
        }
        #expect(store != nil)
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.inFlight])

        navigation.simulateBack()
        #expect(screen == nil)
        #expect(store == nil)
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.cancelled])
    }
}
