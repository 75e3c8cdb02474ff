// Role: navigation
// VIPER's Router for the login screen: it knows how to leave it. It reaches the subject list only
// through SubjectListModuleBuilding, so the login module never names a type of the subject list
// module; whoever assembles the app decides which module that is.
import ViewKit

@MainActor
final class LoginRouter {
    /// Weak: the view controller owns (through the presenter) this router.
    weak var viewController: ViewController?
    private let subjectList: any SubjectListModuleBuilding
    // Role: state
    /// The subject the app's link names, for the first subject list this router shows.
    private var linkedSubjectID: Int?

    // Role: assembly
    init(subjectList: any SubjectListModuleBuilding, linkedSubjectID: Int? = nil) {
        self.subjectList = subjectList
        self.linkedSubjectID = linkedSubjectID
    }

}

// Role: navigation
extension LoginRouter: LoginRouterInput {
    func showSubjectList() {
        viewController?.navigationController?.pushViewController(subjectList.build(linkedSubjectID: linkedSubjectID))
        // The link goes with that subject list: a later login shows the subject list alone.
        linkedSubjectID = nil
    }
}
