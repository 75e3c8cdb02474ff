// Role: glue
import ViewKit

/// Hears what the subject detail screen did that the screen beneath it must know: the subject was
/// switched off, or All Subjects was tapped. Apple-style MVC reports back through a delegate, as
/// UIKit's own controllers do.
@MainActor
protocol SubjectDetailViewControllerDelegate: AnyObject {
    func subjectDetailViewController(_ controller: SubjectDetailViewController, didSwitchOffSubject id: Int)
    /// All Subjects needs the phase and the open subjects, which only the screen beneath holds, so
    /// that screen opens it.
    func subjectDetailViewControllerDidTapAllSubjects(_ controller: SubjectDetailViewController)
}
