// Role: assembly
// How another module opens the subject list: it holds this protocol, never the subject list's
// own types, so modules depend on each other only through what they agree to offer.
import ViewKit

/// Builds subject lists.
@MainActor
protocol SubjectListModuleBuilding {
    /// A new, wired subject list, which opens the linked subject, if any, when its list first shows.
    func build(linkedSubjectID: Int?) -> ViewController
}
