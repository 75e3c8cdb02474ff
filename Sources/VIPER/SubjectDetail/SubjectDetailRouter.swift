// Role: navigation
// VIPER's Router for the subject detail screen: it knows how to leave it. It pops the screen back to
// whichever screen pushed it, without naming that screen.
import ViewKit

@MainActor
final class SubjectDetailRouter {
    /// Weak: the view controller owns (through the presenter) this router.
    weak var viewController: ViewController?

    // Role: assembly
    init() {}
}

// Role: navigation
extension SubjectDetailRouter: SubjectDetailRouterInput {
    func closeSubjectDetail() {
        viewController?.navigationController?.popViewController()
    }
}
