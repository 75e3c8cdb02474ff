// Role: assembly
// The Practice feature's target: the one place that builds its screen, for the mediator.
import SharedModel
import ViewKit

@MainActor
struct SubjectListTarget: MediatorTarget {
    nonisolated static let name = "SubjectList"

    /// The action names the typed wrapper (`Mediator.practiceScreen()`) asks for.
    enum Action {
        static let practiceScreen = "practiceScreen"
    }

    let environment: AppEnvironment

    func perform(_ action: String, parameters: [String: Any], mediator: Mediator) throws(MediatorError) -> ViewController {
        switch action {
        case Action.practiceScreen:
            SubjectListViewController(store: SubjectListStore(environment: environment),
                                      themeStore: environment.themeStore, mediator: mediator)
        default:
            throw .unknownAction(target: Self.name, action: action)
        }
    }
}
