// Role: assembly
// The All Subjects feature's target: the one place that builds its screen, for the mediator. What only
// the caller knows, the user's current phase and open subjects, comes in the parameters: the phase goes
// to the screen's store, which keeps that phase's subjects, the open ones to the controller, which
// marks them. What no caller holds, the subject of the link the app was opened from, the target was
// registered with, so every All Subjects the app's mediator builds marks it, whoever asks.
import SharedModel
import ViewKit

@MainActor
struct AllSubjectsTarget: MediatorTarget {
    nonisolated static let name = "AllSubjects"

    /// The action names and parameters the typed wrapper (`Mediator.allSubjectsScreen`) asks for; a
    /// parameter missing, or of another type, builds no screen.
    enum Action {
        static let allSubjectsScreen = "allSubjectsScreen"
    }

    enum Parameter {
        /// The user's current phase, a `Phase`, whose catalogue subjects the screen shows.
        static let currentPhase = "currentPhase"
        /// The ids of the subjects the user has open, a `Set<Int>`, which the screen marks.
        static let openSubjectIDs = "openSubjectIDs"
    }

    let environment: AppEnvironment
    /// The subject of the link the app was opened from, which every All Subjects marks; nil with no link.
    let linkedSubjectID: Int?

    func perform(_ action: String, parameters: [String: Any], mediator: Mediator) throws(MediatorError) -> ViewController {
        switch action {
        case Action.allSubjectsScreen:
            guard let currentPhase = parameters[Parameter.currentPhase] as? Phase else {
                throw .missingParameter(target: Self.name, action: action, name: Parameter.currentPhase)
            }
            guard let openSubjectIDs = parameters[Parameter.openSubjectIDs] as? Set<Int> else {
                throw .missingParameter(target: Self.name, action: action, name: Parameter.openSubjectIDs)
            }
            return AllSubjectsViewController(store: AllSubjectsStore(currentPhase: currentPhase, environment: environment),
                                             themeStore: environment.themeStore, openSubjectIDs: openSubjectIDs,
                                             linkedSubjectID: linkedSubjectID)
        default:
            throw .unknownAction(target: Self.name, action: action)
        }
    }
}
