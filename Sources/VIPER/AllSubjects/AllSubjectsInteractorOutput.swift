// Role: glue
// The boundary from interactor to presenter: entities and facts, never rows, marks or colours.
import SharedModel

/// Interactor → presenter.
@MainActor
protocol AllSubjectsInteractorOutput: AnyObject {
    /// The subjects offered in the phase, in catalogue order.
    func didLoad(subjects: [Subject])
    /// The catalogue could not be loaded, or its body could not be read.
    func didFailToLoadSubjects(with error: APIError)
    func themeDidChange(to theme: Theme)
}
