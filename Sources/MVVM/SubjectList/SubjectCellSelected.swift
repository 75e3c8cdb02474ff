// Role: glue
// The event a cell sends up the view tree when the user selects it. Whoever can act on it (the
// screen's controller) handles it; the cell and its coordinator need not know who that is.
import ViewKit

/// The user selected a cell; `destination` is where its item leads.
struct SubjectCellSelected: RoutedEvent {
    let destination: SubjectCellViewModel.Destination
}
