// Role: assembly
// How another module opens the Practice screen: it holds this protocol, never the subject list's
// own types, so modules depend on each other only through what they agree to offer.
import ViewKit

/// Builds Practice screens.
@MainActor
protocol SubjectListModuleBuilding {
    /// A new, wired Practice screen, which opens the linked subject, if any, when its list first shows.
    func build(linkedSubjectID: Int?) -> ViewController
}
