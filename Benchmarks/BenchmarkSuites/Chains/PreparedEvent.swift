/// An event made ready on its screen.
@MainActor
struct PreparedEvent {
    /// Does the event.
    let act: @MainActor () -> Void
    /// Checks the screen after it.
    let check: @MainActor () throws(CheckFailure) -> Void
}
