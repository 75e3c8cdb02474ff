// Role: assembly
// The subject detail feature's target: the one place that builds its screen, for the mediator. Besides
// the subject, the caller puts in the parameters what to call once the subject is switched off and what
// to ask for what All Subjects needs, as a caller of CTMediator puts blocks there; the target hands both
// to the screen, with the mediator for its move to All Subjects, and knows nothing of who the caller is.
import SharedModel
import ViewKit

@MainActor
struct SubjectDetailTarget: MediatorTarget {
    nonisolated static let name = "SubjectDetail"

    /// The action names and parameters the typed wrapper (`Mediator.subjectDetailScreen`) asks for; a
    /// parameter missing, or of another type, builds no screen.
    enum Action {
        static let subjectDetailScreen = "subjectDetailScreen"
    }

    enum Parameter {
        /// The subject's id, an `Int`.
        static let subjectID = "id"
        /// The subject's name, the screen's title.
        static let name = "name"
        /// What to call, with the subject's id, once the server has switched it off.
        static let switchedOff = "switchedOff"
        /// What to call, at each tap on All Subjects, for the phase and the open subjects the caller shows
        /// then; nil opens nothing.
        static let allSubjectsNeeds = "allSubjectsNeeds"
    }

    let environment: AppEnvironment

    func perform(_ action: String, parameters: [String: Any], mediator: Mediator) throws(MediatorError) -> ViewController {
        switch action {
        case Action.subjectDetailScreen:
            guard let id = parameters[Parameter.subjectID] as? Int else {
                throw .missingParameter(target: Self.name, action: action, name: Parameter.subjectID)
            }
            guard let name = parameters[Parameter.name] as? String else {
                throw .missingParameter(target: Self.name, action: action, name: Parameter.name)
            }
            guard let switchedOff = parameters[Parameter.switchedOff] as? (@MainActor (Int) -> Void) else {
                throw .missingParameter(target: Self.name, action: action, name: Parameter.switchedOff)
            }
            guard let allSubjectsNeeds = parameters[Parameter.allSubjectsNeeds]
                    as? (@MainActor () -> (currentPhase: Phase, openSubjectIDs: Set<Int>)?) else {
                throw .missingParameter(target: Self.name, action: action, name: Parameter.allSubjectsNeeds)
            }
            return SubjectDetailViewController(store: SubjectDetailStore(subjectID: id, environment: environment),
                                               themeStore: environment.themeStore, mediator: mediator, name: name,
                                               switchedOff: switchedOff, allSubjectsNeeds: allSubjectsNeeds)
        default:
            throw .unknownAction(target: Self.name, action: action)
        }
    }
}
