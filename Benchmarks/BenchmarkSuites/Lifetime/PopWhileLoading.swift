import Foundation
import SharedModel
import ViewKit

/// A screen pushed, its requests sent, and the screen popped while they fly: what then stays alive
/// and what still arrives. The scheduler is manual, so "how long" is counted in its ticks, and
/// every figure is the same on every run.
@MainActor
struct PopWhileLoading {
    /// The clock step after the pop; the fake backend answers after 300 ms, six steps.
    static let tick: Duration = .milliseconds(50)
    /// Steps after which a screen still alive counts as never freed.
    static let maximumTicks = 100

    /// Requests in flight when the screen went.
    var inFlightAtPop = 0
    /// Whether the screen object was still alive just after the pop (0 or 1).
    var aliveAfterPop = 0
    /// Clock steps from the pop until the screen object was gone (0: at once); nil when it never was.
    var ticksUntilFreed: Int?
    /// Requests in flight at the pop that were cancelled.
    var requestsCancelled = 0
    /// Requests in flight at the pop whose answer was still delivered.
    var answersAfterPop = 0

    /// Pushes the screen `makeScreen` makes over a blank root, lets `start` act on it as a user
    /// would (typing, tapping), pops it, then moves the clock until nothing is left to run.
    init(environment: AppEnvironment, scheduler: ManualScheduler, makeScreen: () -> ViewController,
         start: (ViewController) -> Void = { _ in }) {
        let navigation = NavigationController(rootViewController: ViewController())
        let window = Window(rootViewController: navigation)
        window.makeKeyAndVisible()
        weak var screen: ViewController?
        do {
            let made = makeScreen()
            screen = made
            navigation.pushViewController(made)
            start(made)
        }
        let flying = environment.backend.requests.indices.filter { environment.backend.requests[$0].state == .inFlight }
        inFlightAtPop = flying.count
        navigation.simulateBack()
        aliveAfterPop = screen == nil ? 0 : 1
        var ticks = 0
        while screen != nil, ticks < Self.maximumTicks {
            scheduler.advance(by: Self.tick)
            ticks += 1
        }
        ticksUntilFreed = screen == nil ? ticks : nil
        scheduler.runUntilIdle()
        let states = flying.map { environment.backend.requests[$0].state }
        requestsCancelled = states.filter { $0 == .cancelled }.count
        answersAfterPop = states.filter { $0 == .answered }.count
        withExtendedLifetime(window) {}
    }
}
