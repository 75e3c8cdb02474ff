// Role: glue
import ViewKit

/// Hears what the subject detail screen did that the screen beneath it must know: the subject was
/// switched off. Apple-style MVC reports back through a delegate, as UIKit's own controllers do.
@MainActor
protocol SubjectDetailViewControllerDelegate: AnyObject {
    func subjectDetailViewController(_ controller: SubjectDetailViewController, didSwitchOffSubject id: Int)
}
