import SharedModel
import ViewKit

/// The subject detail screen's widgets, laid out once: the loading indicator, the description and the
/// number of chapters, the error label with its retry button, Switch Off with its progress, and the
/// All Subjects button. Until details are shown only the loading indicator can show.
@MainActor
public final class SubjectDetailView: View {
    public let loadingIndicator = ActivityIndicatorView(identifier: SubjectDetailID.loading)
    public let descriptionLabel = Label(identifier: SubjectDetailID.description)
    public let chaptersLabel = Label(identifier: SubjectDetailID.chapters)
    public let errorLabel = Label(identifier: SubjectDetailID.error)
    public let retryButton = Button(identifier: SubjectDetailID.retry)
    public let switchOffButton = Button(identifier: SubjectDetailID.switchOff)
    public let switchingIndicator = ActivityIndicatorView(identifier: SubjectDetailID.switching)
    /// Opens All Subjects (docs/SPEC.md §7.7): shown with the details, disabled while a switch-off is in flight.
    public let allSubjectsButton = Button(identifier: SubjectDetailID.allSubjects)

    public init() {
        super.init(identifier: SubjectDetailID.screen)
        retryButton.title = SubjectDetailCopy.retry
        switchOffButton.title = SubjectDetailCopy.switchOff
        allSubjectsButton.title = SubjectDetailCopy.allSubjects
        for widget in [loadingIndicator, descriptionLabel, chaptersLabel, errorLabel, retryButton,
                       switchOffButton, switchingIndicator, allSubjectsButton] as [View] {
            addSubview(widget)
        }
        hideDetails()
        showFailure(nil)
        setSwitchOffEnabled(true)
    }

    /// The description and the number of chapters, with Switch Off and All Subjects beneath them.
    public func showDetails(description: String, chapters: String) {
        descriptionLabel.text = description
        chaptersLabel.text = chapters
        for widget in [descriptionLabel, chaptersLabel, switchOffButton, allSubjectsButton] as [View] { widget.isHidden = false }
    }

    public func hideDetails() {
        for widget in [descriptionLabel, chaptersLabel, switchOffButton, allSubjectsButton] as [View] { widget.isHidden = true }
    }

    /// What failed, shown in the error label; Retry shows with it only for a failed load. Nil hides both.
    public func showFailure(_ failure: SubjectDetailFailure?) {
        errorLabel.text = switch failure {
        case .load: SubjectDetailCopy.loadFailed
        case .switchOff: SubjectDetailCopy.switchOffFailed
        case nil: ""
        }
        errorLabel.isHidden = failure == nil
        retryButton.isHidden = failure != .load
    }

    public func setLoading(_ loading: Bool) {
        if loading { loadingIndicator.startAnimating() } else { loadingIndicator.stopAnimating() }
    }

    /// An enabled Switch Off wears the theme colour; a disabled one is grey, as the login's submit.
    /// All Subjects is enabled with it: a switch-off in flight would pop the screen from under it.
    public func setSwitchOffEnabled(_ enabled: Bool) {
        switchOffButton.isEnabled = enabled
        switchOffButton.backgroundColor = enabled ? .theme : .lightGray
        switchOffButton.titleColor = enabled ? .white : .darkGray
        allSubjectsButton.isEnabled = enabled
        allSubjectsButton.titleColor = enabled ? .black : .darkGray
    }

    /// While a switch-off is in flight its button is disabled and the progress spins.
    public func setSwitching(_ switching: Bool) {
        setSwitchOffEnabled(!switching)
        if switching { switchingIndicator.startAnimating() } else { switchingIndicator.stopAnimating() }
    }

    public func applyColors(text: Color, background: Color) {
        backgroundColor = background
        descriptionLabel.textColor = text
        chaptersLabel.textColor = text
    }
}

/// What the subject detail screen can fail at: loading the details (the user can retry) or switching the
/// subject off (the user can tap Switch Off again).
public enum SubjectDetailFailure: Hashable, Sendable {
    case load
    case switchOff
}
