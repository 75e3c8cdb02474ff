// Role: navigation
// What every coordinator is: the owner of one flow, who builds the flow's screens and moves between
// them, so that no view controller or view model knows another screen.
import ViewKit

/// The owner of one flow of screens.
///
/// Who keeps whom: the navigation stack keeps the screens, a screen keeps its view model, and a view
/// model keeps the coordinator of its flow (its coordinator holds it, or its screen, only weakly). A
/// flow's coordinator therefore lives exactly as long as a screen of its flow is on the
/// stack: popping its first screen ends the flow and frees the coordinator, with no bookkeeping to
/// forget when the user taps back.
@MainActor
protocol Coordinator: AnyObject {
    /// Builds the flow's first screen, which the caller shows.
    func start() -> ViewController
}
