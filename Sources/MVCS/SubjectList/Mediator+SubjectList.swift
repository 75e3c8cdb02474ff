// Role: navigation
// The typed wrapper beside the subject list feature: the login asks for "the subject list" here and
// never names a type of this feature.
import ViewKit

extension Mediator {
    /// The subject list; it loads when it first appears and needs a signed-in session. Given a
    /// linked subject, it opens that subject's screen once its list first shows it.
    func subjectListScreen(linkedSubjectID: Int? = nil) -> Result<ViewController, MediatorError> {
        var parameters: [String: Any] = [:]
        parameters[SubjectListTarget.Parameter.linkedSubjectID] = linkedSubjectID
        return perform(SubjectListTarget.Action.subjectListScreen, of: SubjectListTarget.name, parameters: parameters)
    }
}
