// Role: glue
// The boundary from view to presenter: the All Subjects screen's life cycle and its one user event.

/// View → presenter. The view forwards what happened and nothing more.
@MainActor
protocol AllSubjectsViewOutput: AnyObject {
    func viewDidLoad()
    func viewWillAppear()
    func didTapRetry()
}
