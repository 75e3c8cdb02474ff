// Role: glue
// The boundary from interactor to presenter: entities and facts, never cells or messages.
import SharedModel

/// Interactor → presenter.
@MainActor
protocol SubjectListInteractorOutput: AnyObject {
    /// Both requests succeeded; `subjects` are the open ones, in catalogue order, of a user in
    /// `currentPhase`.
    func didLoad(openSubjects subjects: [Subject], currentPhase: Phase)
    /// At least one request failed.
    func didFailToLoadSubjects(with error: APIError)
    func themeDidChange(to theme: Theme)
}
