// Role: state
// Everything the subject detail screen shows, in one value. While the screen is on top it is part of
// the subject list state (`SubjectListState.Destination.subjectDetail`), so the one store both screens
// read carries it: the reducer makes each next one, the view controller shows it. Navigation is state
// too: All Subjects, once a tap has put it over the subject.
import SharedModel
import SharedViews

struct SubjectDetailState: Equatable {
    /// Where a tap on the screen leads.
    enum Destination: Equatable {
        /// All Subjects, with what More would have given it at the tap: the current phase and the open
        /// subjects the list beneath showed then.
        case allSubjects(currentPhase: Phase, openSubjectIDs: Set<Int>)
    }

    /// The subject on show; its name is the screen's title.
    let subjectID: Int
    let name: String
    /// A first load or a retry is in flight: the spinner turns.
    var isLoading = false
    /// What the last successful load read: the description, the chapters and Switch Off show with it.
    var details: SubjectDetails?
    /// What failed last, shown until the user tries again: a load (with Retry) or a switch-off.
    var failure: SubjectDetailFailure?
    /// A switch-off is in flight: Switch Off is disabled and its progress spins.
    var isSwitching = false
    var hasAppeared = false
    /// The screen on top of this one, if the user tapped All Subjects and has not come back.
    var destination: Destination?
}
