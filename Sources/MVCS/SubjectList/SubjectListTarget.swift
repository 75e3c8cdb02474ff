// Role: assembly
// The subject list feature's target: the one place that builds its screen, for the mediator.
import SharedModel
import ViewKit

@MainActor
struct SubjectListTarget: MediatorTarget {
    nonisolated static let name = "SubjectList"

    /// The action names and parameters the typed wrapper (`Mediator.subjectListScreen(linkedSubjectID:)`)
    /// asks for.
    enum Action {
        static let subjectListScreen = "subjectListScreen"
    }

    enum Parameter {
        /// The linked subject's id, an `Int`, which the screen opens once its list first shows; absent
        /// when the app was not opened from a link.
        static let linkedSubjectID = "linkedSubjectID"
    }

    let environment: AppEnvironment

    func perform(_ action: String, parameters: [String: Any], mediator: Mediator) throws(MediatorError) -> ViewController {
        switch action {
        case Action.subjectListScreen:
            SubjectListViewController(store: SubjectListStore(environment: environment),
                                      themeStore: environment.themeStore, mediator: mediator,
                                      linkedSubjectID: parameters[Parameter.linkedSubjectID] as? Int)
        default:
            throw .unknownAction(target: Self.name, action: action)
        }
    }
}
