// Role: navigation
// VIPER's Router for the Practice screen: it knows the screens a cell leads to and pushes them.
import SharedViews
import ViewKit

@MainActor
final class SubjectListRouter {
    /// Weak: the view controller owns (through the presenter) this router.
    weak var viewController: ViewController?

    // Role: assembly
    init() {}

}

// Role: navigation
extension SubjectListRouter: SubjectListRouterInput {
    func showSubject(named name: String) {
        viewController?.navigationController?.pushViewController(SubjectViewController(subjectName: name))
    }

    func showSubjectSettings() {
        viewController?.navigationController?.pushViewController(SubjectSettingsViewController())
    }
}
