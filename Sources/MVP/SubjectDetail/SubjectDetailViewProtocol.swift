// Role: glue
// The boundary between MVP's subject detail presenter and the screen that shows one subject. The
// presenter drives the screen only through these calls.
import SharedModel

/// What the subject detail presenter may ask of its screen. Each call shows one thing; none decides.
@MainActor
protocol SubjectDetailViewProtocol: AnyObject {
    /// Animates the loading indicator, or stops it.
    func showLoading(_ loading: Bool)
    /// Shows the subject's description and how many chapters it has, with Switch Off beneath them.
    func showDetails(description: String, chapterCount: Int)
    /// Shows that the details could not be loaded, with Retry.
    func showLoadFailure()
    /// Shows that the subject could not be switched off, without Retry.
    func showSwitchOffFailure()
    /// Hides whichever failure shows, and Retry with it.
    func hideFailure()
    /// While a switch-off is in flight Switch Off is disabled and its progress spins; or back again.
    func showSwitching(_ switching: Bool)
    /// Colours the screen for `theme`.
    func showTheme(_ theme: Theme)
}
