// Role: state
// Everything the subject list shows, in one value: the reducer makes each next one, the view
// controller shows it. Navigation is state too: the screen a selected item put on top, and, for the
// subject detail screen, everything it shows.
import SharedModel

struct SubjectListState: Equatable {
    /// Where a selected item leads.
    enum Destination: Equatable {
        /// The subject's detail screen, with its state: the one store carries both screens, so a
        /// switch-off there reaches the list here.
        case subjectDetail(SubjectDetailState)
        /// All Subjects (the More item), with what it needs: the current phase and the
        /// open subjects the list showed when More was selected.
        case allSubjects(currentPhase: Phase, openSubjectIDs: Set<Int>)
    }

    /// A first load or a retry is in flight: the spinner turns.
    var isLoading = false
    /// A pull to refresh is in flight.
    var isRefreshing = false
    var isErrorVisible = false
    /// A load has succeeded: the list shows, for good.
    var isListVisible = false
    /// The last successful load found no open subject.
    var isEmptyVisible = false
    /// The bar's Refresh is enabled: the list shows and no refresh is in flight.
    var isRefreshEnabled: Bool { isListVisible && !isRefreshing }
    /// The open subjects of the last successful load, then More; a failure keeps them.
    var cells: [SubjectCellData] = []
    /// The user's current phase as the last successful load found it; nil until one succeeds. A
    /// failure keeps it.
    var currentPhase: Phase?
    /// The subjects the list shows now: those of the last successful load, less any switched off since.
    var openSubjectIDs: Set<Int> {
        Set(cells.compactMap { cell -> Int? in
            if case .subject(let id) = cell.kind { id } else { nil }
        })
    }
    /// The theme the cells are drawn in.
    var theme: Theme
    /// The screen on top of this one, if the user selected an item and has not come back.
    var destination: Destination?
    var hasAppeared = false
    /// The linked subject, until the first load that succeeds follows the link.
    var linkedSubjectID: Int?

    init(theme: Theme, linkedSubjectID: Int? = nil) {
        self.theme = theme
        self.linkedSubjectID = linkedSubjectID
    }
}
