// Role: navigation
// VIPER's Router for the subject detail screen: it knows where the screen leads and how to leave it. It
// pushes All Subjects over the screen, reaching it only through AllSubjectsModuleBuilding, handing over
// the phase and the open subjects, and pops the screen back to whichever screen pushed it, without
// naming that screen.
import SharedModel
import ViewKit

@MainActor
final class SubjectDetailRouter {
    /// Weak: the view controller owns (through the presenter) this router.
    weak var viewController: ViewController?
    private let allSubjects: any AllSubjectsModuleBuilding

    // Role: assembly
    init(allSubjects: any AllSubjectsModuleBuilding) {
        self.allSubjects = allSubjects
    }
}

// Role: navigation
extension SubjectDetailRouter: SubjectDetailRouterInput {
    func closeSubjectDetail() {
        viewController?.navigationController?.popViewController()
    }

    func showAllSubjects(currentPhase: Phase, openSubjectIDs: Set<Int>) {
        viewController?.navigationController?.pushViewController(
            allSubjects.build(currentPhase: currentPhase, openSubjectIDs: openSubjectIDs))
    }
}
