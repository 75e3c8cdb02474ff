// Role: navigation
// The Practice flow: it builds the Practice screen and shows the screen a selected item leads to.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class SubjectListCoordinator: Coordinator {
    private let environment: AppEnvironment
    /// The flow's first screen: the stack keeps it, not the coordinator.
    private weak var screen: ViewController?

    init(environment: AppEnvironment) {
        self.environment = environment
    }

    // Role: assembly
    func start() -> ViewController {
        let viewModel = SubjectListViewModel(environment: environment, coordinator: self)
        let controller = SubjectListViewController(viewModel: viewModel)
        screen = controller
        return controller
    }
}

// Role: navigation
extension SubjectListCoordinator: SubjectListViewModelCoordinatorDelegate {
    func show(_ destination: SubjectListViewModel.Destination) {
        let next: ViewController = switch destination {
        case .subject(let name): SubjectViewController(subjectName: name)
        case .settings: SubjectSettingsViewController()
        }
        screen?.navigationController?.pushViewController(next)
    }
}
