// Role: assembly
// The target of the screen outside the features, All Subjects: Practice reaches it through the
// mediator like any other feature's screen.
import SharedViews
import ViewKit

@MainActor
struct DestinationsTarget: MediatorTarget {
    nonisolated static let name = "Destinations"

    /// The action names the typed wrapper beside this target asks for.
    enum Action {
        static let allSubjects = "allSubjects"
    }

    func perform(_ action: String, parameters: [String: Any], mediator: Mediator) throws(MediatorError) -> ViewController {
        switch action {
        case Action.allSubjects:
            return SubjectSettingsViewController()
        default:
            throw .unknownAction(target: Self.name, action: action)
        }
    }
}
