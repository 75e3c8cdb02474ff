// Role: glue
// The boundary from view to presenter: the subject detail screen's life cycle and every user event.

/// View → presenter. The view forwards what happened and nothing more.
@MainActor
protocol SubjectDetailViewOutput: AnyObject {
    func viewDidLoad()
    func viewWillAppear()
    func didTapRetry()
    func didTapSwitchOff()
    func didTapAllSubjects()
}
