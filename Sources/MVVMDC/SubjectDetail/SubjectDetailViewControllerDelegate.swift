// Role: glue
// How the subject detail screen tells the screen that pushed it what that screen must know: the subject
// was switched off, or the user asked for All Subjects. A delegate, as MVVM-DC's views report to their
// view controllers: the list's view controller hears it like any other event and hands it to its own
// data controller, or opens All Subjects with what that data controller keeps.
@MainActor
protocol SubjectDetailViewControllerDelegate: AnyObject {
    func subjectDetailViewController(_ controller: SubjectDetailViewController, didSwitchOffSubject id: Int)
    func subjectDetailViewControllerDidTapAllSubjects(_ controller: SubjectDetailViewController)
}
