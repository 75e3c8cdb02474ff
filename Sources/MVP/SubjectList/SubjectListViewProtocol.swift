// Role: glue
// The boundary between MVP's subject list presenter and the screen that shows the list. The
// presenter drives the screen only through these calls.
import SharedModel

/// What the subject list presenter may ask of its screen. Each call shows one thing; none decides.
@MainActor
protocol SubjectListViewProtocol: AnyObject {
    /// Animates the loading indicator, or stops it.
    func showLoading(_ loading: Bool)
    /// Shows or hides the whole list.
    func showList(_ visible: Bool)
    /// Shows these cells, in this order, replacing any shown before.
    func showCells(_ cells: [SubjectCellData])
    /// Shows or hides the "no subjects yet" message.
    func showEmptyMessage(_ visible: Bool)
    /// Shows or hides the error state: the error label and its retry button.
    func showError(_ visible: Bool)
    /// Ends a pull to refresh.
    func endRefreshing()
    /// Shows the refresh control's progress, as a pull does.
    func beginRefreshing()
    /// Enables the bar's Refresh button, or disables it.
    func enableRefresh(_ enabled: Bool)
    /// Colours every cell, those on screen now and those made later, for `theme`.
    func showTheme(_ theme: Theme)
    /// Moves on to the screen of subject `id`, called `name`.
    func showSubject(id: Int, named name: String)
    /// Moves on to All Subjects, for a user in `currentPhase` with the subjects `openSubjectIDs` open.
    func showAllSubjects(currentPhase: Phase, openSubjectIDs: Set<Int>)
    /// Closes the subject's screen, back to the list.
    func closeSubject()
}
