// Role: navigation
// The Practice scene's router: it reads the selected item from the interactor's data store, passes it
// to the screen it leads to, and pushes that screen.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class SubjectListRouter: SubjectListDataPassing {
    /// Weak: the view controller owns this router.
    weak var viewController: ViewController?
    /// The interactor, read as a data store. Weak: the view controller owns the interactor.
    weak var dataStore: (any SubjectListDataStore)?
}

// Role: navigation
extension SubjectListRouter: SubjectListRoutingLogic {
    func routeToSelectedItem() {
        guard let item = dataStore?.selectedItem else { return }
        let destination: ViewController = switch item.kind {
        case .subject: SubjectViewController(subjectName: item.title)
        case .more: SubjectSettingsViewController()
        }
        viewController?.navigationController?.pushViewController(destination)
    }
}
