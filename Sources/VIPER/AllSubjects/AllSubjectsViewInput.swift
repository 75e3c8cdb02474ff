// Role: glue
// The boundary from presenter to view: everything the presenter may ask of the All Subjects screen.

/// Presenter → view. The view shows what it is told and decides nothing.
@MainActor
protocol AllSubjectsViewInput: AnyObject {
    /// Shows or hides the loading indicator, the rows and the error with Retry.
    func display(_ screen: AllSubjectsDisplay)
    /// Colours the screen's background and its rows' text.
    func apply(_ colors: AllSubjectsColors)
}
