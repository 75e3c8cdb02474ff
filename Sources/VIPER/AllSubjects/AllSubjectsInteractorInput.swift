// Role: glue
// The boundary from presenter to interactor: the All Subjects use case.
import SharedModel

/// Presenter → interactor. Data and rules, with no wording and no widgets.
@MainActor
protocol AllSubjectsInteractorInput: AnyObject {
    /// Loads the catalogue's subjects offered in the screen's phase; they (or the failure) arrive
    /// through ``AllSubjectsInteractorOutput``.
    func loadSubjects()
    /// The theme now.
    var currentTheme: Theme { get }
    /// Starts reporting theme changes through ``AllSubjectsInteractorOutput``.
    func observeTheme()
}
