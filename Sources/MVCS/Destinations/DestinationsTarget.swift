// Role: assembly
// The target of the screen outside the features, All Subjects: the subject list reaches it through the
// mediator like any other feature's screen, and passes what the screen needs, the user's current
// phase and open subjects, as the action's parameters.
import SharedModel
import SharedViews
import ViewKit

@MainActor
struct DestinationsTarget: MediatorTarget {
    nonisolated static let name = "Destinations"

    /// The action names and parameters the typed wrapper beside this target asks for; a parameter
    /// missing, or of another type, builds no screen.
    enum Action {
        static let allSubjects = "allSubjects"
    }

    enum Parameter {
        /// The user's current phase, a `Phase`, whose catalogue subjects the screen shows.
        static let currentPhase = "currentPhase"
        /// The ids of the subjects the user has open, a `Set<Int>`, which the screen marks.
        static let openSubjectIDs = "openSubjectIDs"
    }

    let environment: AppEnvironment

    func perform(_ action: String, parameters: [String: Any], mediator: Mediator) throws(MediatorError) -> ViewController {
        switch action {
        case Action.allSubjects:
            guard let currentPhase = parameters[Parameter.currentPhase] as? Phase else {
                throw .missingParameter(target: Self.name, action: action, name: Parameter.currentPhase)
            }
            guard let openSubjectIDs = parameters[Parameter.openSubjectIDs] as? Set<Int> else {
                throw .missingParameter(target: Self.name, action: action, name: Parameter.openSubjectIDs)
            }
            return AllSubjectsViewController(environment: environment, currentPhase: currentPhase,
                                                 openSubjectIDs: openSubjectIDs)
        default:
            throw .unknownAction(target: Self.name, action: action)
        }
    }
}
