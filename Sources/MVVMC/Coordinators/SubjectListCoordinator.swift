// Role: navigation
// The subject list flow: it builds the subject list and shows the screen a selected item leads to
// (All Subjects with the current phase and open subjects the destination carries), and the linked
// subject's once the list first shows it; when a subject is switched off on its detail screen, it
// pops back and tells the subject list view model; when All Subjects is asked for there, it shows
// where the subject list view model says More leads now.
// It keeps the subject of the app's link for the run: every All Subjects it builds marks it.
import SharedModel
import ViewKit

@MainActor
final class SubjectListCoordinator: Coordinator {
    private let environment: AppEnvironment
    /// The flow's first screen: the stack keeps it, not the coordinator.
    private weak var screen: ViewController?
    /// The first screen's view model, told what the flow's later screens change and asked where More
    /// leads for them. Weak: the screen keeps it, and it keeps this coordinator.
    private weak var listViewModel: SubjectListViewModel?
    /// The subject of the link the app was opened with, until the list's first successful load.
    private var linkedSubjectID: Int?
    /// The subject of the link the app was opened with, for the whole run: every All Subjects this flow
    /// builds marks it, whatever the list did with `linkedSubjectID`, and so does a flow a later login
    /// starts, which follows no link. The flow holds it, not the list's view model: it is no part of
    /// what the list shows.
    private let markedSubjectID: Int?

    init(environment: AppEnvironment, linkedSubjectID: Int? = nil, markedSubjectID: Int? = nil) {
        self.environment = environment
        self.linkedSubjectID = linkedSubjectID
        self.markedSubjectID = markedSubjectID
    }

    // Role: assembly
    func start() -> ViewController {
        let viewModel = SubjectListViewModel(environment: environment, coordinator: self)
        let controller = SubjectListViewController(viewModel: viewModel)
        screen = controller
        listViewModel = viewModel
        return controller
    }

    /// A subject's detail screen, whose view model reports back to this coordinator.
    private func makeSubjectDetailScreen(id: Int, name: String) -> ViewController {
        let viewModel = SubjectDetailViewModel(environment: environment, subjectID: id, name: name, coordinator: self)
        return SubjectDetailViewController(viewModel: viewModel)
    }

    /// All Subjects, the catalogue of the list's phase with its open subjects marked and the link's subject
    /// marked as such. It leads nowhere, so its view model reports to no coordinator.
    private func makeAllSubjectsScreen(currentPhase: Phase, openSubjectIDs: Set<Int>) -> ViewController {
        let viewModel = AllSubjectsViewModel(environment: environment, currentPhase: currentPhase,
                                             openSubjectIDs: openSubjectIDs, markedSubjectID: markedSubjectID)
        return AllSubjectsViewController(viewModel: viewModel)
    }
}

// Role: navigation
extension SubjectListCoordinator: SubjectListViewModelCoordinatorDelegate {
    func show(_ destination: SubjectListViewModel.Destination) {
        let next: ViewController = switch destination {
        case .subject(let id, let name): makeSubjectDetailScreen(id: id, name: name)
        case .allSubjects(let currentPhase, let openSubjectIDs):
            makeAllSubjectsScreen(currentPhase: currentPhase, openSubjectIDs: openSubjectIDs)
        }
        screen?.navigationController?.pushViewController(next)
    }

    /// The first successful load follows the link: the linked subject is shown if the list shows it,
    /// and the link is forgotten either way, so that no later load follows it.
    func listDidLoad(cells: [SubjectCellData]) {
        guard let id = linkedSubjectID else { return }
        linkedSubjectID = nil
        guard let cell = cells.first(where: { $0.kind == .subject(id: id) }) else { return }
        show(.subject(id: id, name: cell.title))
    }
}

// Role: navigation
extension SubjectListCoordinator: SubjectDetailViewModelCoordinatorDelegate {
    func switchOffDidSucceed(subjectID: Int) {
        screen?.navigationController?.popViewController()
        // Role: glue
        listViewModel?.removeSubject(id: subjectID)
    }

    // Role: navigation
    /// All Subjects over the subject, as More would open it now: the list beneath holds the phase and
    /// the open subjects, a refresh that landed under the subject included.
    func showAllSubjects() {
        guard let destination = listViewModel?.allSubjectsDestination else { return }
        show(destination)
    }
}
