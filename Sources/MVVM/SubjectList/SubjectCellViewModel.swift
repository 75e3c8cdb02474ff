// Role: state
// The view model of one item of the subject list, whichever cell happens to show it: what the cell
// shows, the theme it is drawn in, and where selecting it leads. The list view model makes one per
// item; cells are bound to them by SubjectCellCoordinator.
import SharedModel

@MainActor
final class SubjectCellViewModel {
    /// Where selecting an item leads.
    enum Destination: Equatable {
        /// The subject's own screen, titled with its name.
        case subject(id: Int, name: String)
        /// All Subjects (the More item), which needs what the list shows: the user's
        /// current phase and the open subjects.
        case allSubjects(currentPhase: Phase, openSubjectIDs: Set<Int>)
    }

    let title: String
    let imageName: String
    let highlightedImageName: String?
    /// The second line: the subject's phases, empty for More.
    let detail: String
    /// The theme the cell is drawn in: the screen's shared theme, so it changes for every cell at once.
    let theme: ReadOnlyObservable<Theme>
    let destination: Destination

    // Role: logic
    /// The view model of the item `data`, drawn in the context's theme; `currentPhase` and
    /// `openSubjectIDs` are the list's, which More passes on.
    init(data: SubjectCellData, context: SubjectListContext, currentPhase: Phase, openSubjectIDs: Set<Int>) {
        title = data.title
        imageName = data.imageName
        highlightedImageName = data.highlightedImageName
        detail = data.detail
        theme = context.theme
        destination = switch data.kind {
        case .subject(let id): .subject(id: id, name: data.title)
        case .more: .allSubjects(currentPhase: currentPhase, openSubjectIDs: openSubjectIDs)
        }
    }
}

// Role: glue
extension SubjectCellViewModel: Equatable {
    /// The same item only if the same object: every load makes new cell view models, and a list of
    /// new ones is a new list to show.
    nonisolated static func == (lhs: SubjectCellViewModel, rhs: SubjectCellViewModel) -> Bool {
        lhs === rhs
    }
}
