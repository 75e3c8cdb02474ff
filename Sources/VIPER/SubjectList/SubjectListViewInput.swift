// Role: glue
// The boundary from presenter to view: everything the presenter may ask of the subject list.
import SharedModel

/// Presenter → view. The view shows what it is told and decides nothing.
@MainActor
protocol SubjectListViewInput: AnyObject {
    /// Shows or hides the list, the loading indicator, the error with its retry, and the empty label.
    func display(_ screen: SubjectListDisplay)
    /// Replaces the list's cells.
    func show(_ cells: [SubjectCellData])
    /// Colours every visible cell, and every cell made from now on.
    func apply(_ colors: SubjectCellColors)
    /// Ends a pull to refresh.
    func endRefreshing()
    /// Shows the refresh control's progress, as a pull does.
    func beginRefreshing()
}
