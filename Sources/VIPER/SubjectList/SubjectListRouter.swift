// Role: navigation
// VIPER's Router for the Practice screen: it knows the screens a cell leads to and pushes them. It
// reaches the subject detail screen only through SubjectDetailModuleBuilding, handing over the module
// output that will hear what happens there.
import SharedViews
import ViewKit

@MainActor
final class SubjectListRouter {
    /// Weak: the view controller owns (through the presenter) this router.
    weak var viewController: ViewController?
    private let subjectDetail: any SubjectDetailModuleBuilding

    // Role: assembly
    init(subjectDetail: any SubjectDetailModuleBuilding) {
        self.subjectDetail = subjectDetail
    }

}

// Role: navigation
extension SubjectListRouter: SubjectListRouterInput {
    func showSubject(id: Int, named name: String, moduleOutput: any SubjectDetailModuleOutput) {
        viewController?.navigationController?.pushViewController(
            subjectDetail.build(subjectID: id, name: name, moduleOutput: moduleOutput))
    }

    func showSubjectSettings() {
        viewController?.navigationController?.pushViewController(SubjectSettingsViewController())
    }
}
