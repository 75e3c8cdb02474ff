// Role: navigation
// VIPER's Router for the subject list: it knows the screens a cell leads to and pushes them. It
// reaches each only through its module's builder protocol: SubjectDetailModuleBuilding, handing over the
// module output that will hear what happens there, and AllSubjectsModuleBuilding, handing over the phase
// and the open subjects.
import SharedModel
import ViewKit

@MainActor
final class SubjectListRouter {
    /// Weak: the view controller owns (through the presenter) this router.
    weak var viewController: ViewController?
    private let subjectDetail: any SubjectDetailModuleBuilding
    private let allSubjects: any AllSubjectsModuleBuilding

    // Role: assembly
    init(subjectDetail: any SubjectDetailModuleBuilding, allSubjects: any AllSubjectsModuleBuilding) {
        self.subjectDetail = subjectDetail
        self.allSubjects = allSubjects
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
            allSubjects.build(currentPhase: currentPhase, openSubjectIDs: openSubjectIDs))
    }
}
