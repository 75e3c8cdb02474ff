// Role: navigation
// VIPER's Router for the subject list: it knows the screens a cell leads to and pushes them. It
// reaches the subject detail screen only through SubjectDetailModuleBuilding, handing over the module
// output that will hear what happens there; All Subjects, a shared screen and no module, it builds
// itself with what the presenter hands it.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class SubjectListRouter {
    /// Weak: the view controller owns (through the presenter) this router.
    weak var viewController: ViewController?
    /// What All Subjects loads its catalogue through.
    private let environment: AppEnvironment
    private let subjectDetail: any SubjectDetailModuleBuilding

    // Role: assembly
    init(environment: AppEnvironment, subjectDetail: any SubjectDetailModuleBuilding) {
        self.environment = environment
        self.subjectDetail = subjectDetail
    }

}

// Role: navigation
extension SubjectListRouter: SubjectListRouterInput {
    func showSubject(id: Int, named name: String, moduleOutput: any SubjectDetailModuleOutput) {
        viewController?.navigationController?.pushViewController(
            subjectDetail.build(subjectID: id, name: name, moduleOutput: moduleOutput))
    }

    func showAllSubjects(currentPhase: Phase, openSubjectIDs: Set<Int>) {
        viewController?.navigationController?.pushViewController(
            AllSubjectsViewController(environment: environment, currentPhase: currentPhase,
                                          openSubjectIDs: openSubjectIDs))
    }
}
