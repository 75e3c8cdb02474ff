// Role: state
// Everything the All Subjects screen shows, in one value: the reducer makes each next one, the view
// controller shows it. It is the state of a store of its own, as the login's and the subject list's
// are: the screen changes nothing on the list, so no subject list state need hold it.
import SharedModel

struct AllSubjectsState: Equatable {
    /// What the subject list showed when More was selected: the user's current phase and open subjects.
    let currentPhase: Phase
    let openSubjectIDs: Set<Int>
    /// The subject of the link the app was opened with, whose row is marked; nil without one. The app
    /// keeps it for every All Subjects of the run: neither screen that opens this one holds it.
    let linkedSubjectID: Int?
    /// The theme the screen is drawn in.
    var theme: Theme
    /// A first load or a retry is in flight: the spinner turns.
    var isLoading = false
    /// The catalogue's subjects offered in the current phase, in catalogue order, once a load has succeeded.
    var subjects: [Subject] = []
    /// The last load failed: the error and Retry show until the user tries again.
    var isErrorVisible = false
    var hasAppeared = false
}
