// Role: glue
// The boundary from view to presenter: the subject list's life cycle and every user event.

/// View → presenter. The view forwards what happened and nothing more.
@MainActor
protocol SubjectListViewOutput: AnyObject {
    func viewDidLoad()
    func viewWillAppear()
    func didTapRetry()
    func didPullToRefresh()
    func didTapRefresh()
    /// The user selected the cell of the item at `index`.
    func didSelectItem(at index: Int)
}
