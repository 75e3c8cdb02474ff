// Role: glue
// The boundary from interactor to presenter: an entity and facts, never words or colours.
import SharedModel

/// Interactor → presenter.
@MainActor
protocol SubjectDetailInteractorOutput: AnyObject {
    func didLoad(details: SubjectDetails)
    /// The details could not be loaded, or their body could not be read.
    func didFailToLoadDetails(with error: APIError)
    /// The server switched the subject off.
    func didSwitchOff()
    func didFailToSwitchOff(with error: APIError)
    func themeDidChange(to theme: Theme)
}
