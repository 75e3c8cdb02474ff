// Teaches: what the walks need of a real screen: to build it over the walk's server, to do one
// event to it as a user would, to read back what it shows, and to leave it.
import Architectures

@MainActor
protocol DrivenScreen: AnyObject {
    associatedtype Model: ScreenModel

    init(architecture: Architecture, server: WalkServer)
    /// Does `event` the way a user (or the server, or the theme store) would; an answer event does
    /// nothing here: it lands when the step's clock moves.
    func perform(_ event: Model.Event)
    /// The screen as a user sees it now.
    func read() -> Model.Snapshot
    /// Goes back until the screen and every screen pushed over it are popped, as a user leaving it
    /// would, or, when the screen is the root of the app's stack, back to it, and lets the stack go;
    /// returns weak references to all their objects, which must then be gone.
    func leave() -> LeftObjects
    /// The plain-text rendering of the screen, for failure reports.
    var rendering: String { get }
}
