// Role: glue
// The boundary from presenter to interactor: the subject detail use cases.
import SharedModel

/// Presenter → interactor. Data and rules, with no wording and no widgets.
@MainActor
protocol SubjectDetailInteractorInput: AnyObject {
    /// Loads the details of subject `id`; they (or the failure) arrive through
    /// ``SubjectDetailInteractorOutput``.
    func loadDetails(subjectID id: Int)
    /// Switches subject `id` off for the signed-in user; the outcome arrives through
    /// ``SubjectDetailInteractorOutput``.
    func switchOff(subjectID id: Int)
    /// The theme now.
    var currentTheme: Theme { get }
    /// Starts reporting theme changes through ``SubjectDetailInteractorOutput``.
    func observeTheme()
}
