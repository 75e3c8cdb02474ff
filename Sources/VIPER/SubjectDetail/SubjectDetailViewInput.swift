// Role: glue
// The boundary from presenter to view: everything the presenter may ask of the subject detail screen.

/// Presenter → view. The view shows what it is told and decides nothing.
@MainActor
protocol SubjectDetailViewInput: AnyObject {
    /// Shows or hides the loading indicator, the details with Switch Off, the error (with Retry after a
    /// failed load) and the switch-off progress.
    func display(_ screen: SubjectDetailDisplay)
    /// Colours the screen's background and its text.
    func apply(_ colors: SubjectDetailColors)
}
