// Role: glue
// The boundary between MVP's All Subjects presenter and the screen that shows the catalogue. The
// presenter drives the screen only through these calls.
import SharedModel

/// What the All Subjects presenter may ask of its screen. Each call shows one thing; none decides.
@MainActor
protocol AllSubjectsViewProtocol: AnyObject {
    /// Animates the loading indicator, or stops it.
    func showLoading(_ loading: Bool)
    /// Shows a row per subject, in this order, each marked open when its id is in `openSubjectIDs`, and
    /// the row of `linkedSubjectID`, the subject of the link the app was opened with, marked as the link's.
    func showSubjects(_ subjects: [Subject], open openSubjectIDs: Set<Int>, linked linkedSubjectID: Int?)
    /// Shows or hides that the catalogue could not be loaded, with Retry.
    func showFailure(_ visible: Bool)
    /// Colours the screen for `theme`.
    func showTheme(_ theme: Theme)
}
