// Role: navigation
// VIPER's Router for the login screen: it knows how to leave it. It reaches the Practice screen only
// through SubjectListModuleBuilding, so the login module never names a type of the subject list
// module; whoever assembles the app decides which module that is.
import ViewKit

@MainActor
final class LoginRouter {
    /// Weak: the view controller owns (through the presenter) this router.
    weak var viewController: ViewController?
    private let subjectList: any SubjectListModuleBuilding

    // Role: assembly
    init(subjectList: any SubjectListModuleBuilding) {
        self.subjectList = subjectList
    }

}

// Role: navigation
extension LoginRouter: LoginRouterInput {
    func showSubjectList() {
        viewController?.navigationController?.pushViewController(subjectList.build())
    }
}
