// Role: assembly
// The target of the screens outside the two features, a subject's screen and All Subjects: Practice
// reaches them through the mediator like any other feature's screen.
import SharedViews
import ViewKit

@MainActor
struct DestinationsTarget: MediatorTarget {
    nonisolated static let name = "Destinations"

    /// The action names and parameters the typed wrappers beside this target ask for.
    enum Action {
        static let subject = "subject"
        static let allSubjects = "allSubjects"
    }

    enum Parameter {
        static let subjectName = "name"
    }

    func perform(_ action: String, parameters: [String: String], mediator: Mediator) throws(MediatorError) -> ViewController {
        switch action {
        case Action.subject:
            guard let name = parameters[Parameter.subjectName] else {
                throw .missingParameter(target: Self.name, action: action, name: Parameter.subjectName)
            }
            return SubjectViewController(subjectName: name)
        case Action.allSubjects:
            return SubjectSettingsViewController()
        default:
            throw .unknownAction(target: Self.name, action: action)
        }
    }
}
