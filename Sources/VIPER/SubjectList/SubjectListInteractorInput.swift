// Role: glue
// The boundary from presenter to interactor: the subject list use cases.
import SharedModel

/// Presenter → interactor. Data and rules, with no wording and no widgets.
@MainActor
protocol SubjectListInteractorInput: AnyObject {
    /// Loads the catalogue and the user's settings at once; the open subjects (or the failure)
    /// arrive through ``SubjectListInteractorOutput`` once both have answered.
    func loadOpenSubjects()
    /// The theme now.
    var currentTheme: Theme { get }
    /// Starts reporting theme changes through ``SubjectListInteractorOutput``.
    func observeTheme()
}
