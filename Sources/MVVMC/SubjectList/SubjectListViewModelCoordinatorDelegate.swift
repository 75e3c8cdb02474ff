// Role: glue
// What the subject list view model asks of its coordinator, to show where a selected item leads, and what
// it tells it: that a load succeeded.
import SharedModel

/// The coordinator of the subject list flow, as its view model sees it.
@MainActor
protocol SubjectListViewModelCoordinatorDelegate: AnyObject {
    /// The user selected an item: show the screen it leads to.
    func show(_ destination: SubjectListViewModel.Destination)
    /// A load succeeded: the list shows `cells`.
    func listDidLoad(cells: [SubjectCellData])
}
