/// The work a timed case repeats, set up once, with the check of what it produced.
///
/// Setting up (the initializer of a conforming type) builds the screen or the data and checks the
/// starting point. ``run(iterations:)`` is the measured loop; it must not check anything, and one
/// iteration must be a whole cycle of the work (a keystroke pair that ends where it began), so that
/// every iteration does the same work and allocation counts per iteration are whole numbers.
@MainActor
public protocol MeasuredWork: AnyObject {
    /// Runs the work `iterations` times.
    func run(iterations: Int)
    /// Checks that the last iteration left exactly what the specification says.
    func check() throws(CheckFailure)
}
