import SharedModel
import ViewKit

/// The All Subjects screen's widgets (spec §7.5, §7.6, §7.8): the loading indicator, the error label
/// with its retry button, and a row per subject, added when the catalogue lands. Until a failure is
/// shown the error label and Retry are hidden.
@MainActor
public final class AllSubjectsView: View {
    public let loadingIndicator = ActivityIndicatorView(identifier: AllSubjectsID.loading)
    public let errorLabel = Label(identifier: AllSubjectsID.error)
    public let retryButton = Button(identifier: AllSubjectsID.retry)
    private var rows: [Label] = []
    /// The rows' text colour, which rows added later wear too.
    private var rowColor: Color = .black

    public init() {
        super.init(identifier: AllSubjectsID.screen)
        errorLabel.text = AllSubjectsCopy.loadFailed
        retryButton.title = AllSubjectsCopy.retry
        for widget in [loadingIndicator, errorLabel, retryButton] as [View] {
            addSubview(widget)
        }
        showFailure(false)
    }

    /// One row per subject, in the order given, in place of any shown before: its name, marked when
    /// the user has it open, and marked again when it is `linked`, the subject of the link the app was
    /// opened from (§7.8).
    public func showRows(_ subjects: [Subject], open: Set<Int>, linked: Int? = nil) {
        for row in rows { row.removeFromSuperview() }
        rows = subjects.map { subject in
            let row = Label(identifier: AllSubjectsID.row(subjectID: subject.id))
            row.text = subject.name + (open.contains(subject.id) ? AllSubjectsCopy.openMark : "")
                + (subject.id == linked ? AllSubjectsCopy.linkedMark : "")
            row.textColor = rowColor
            addSubview(row)
            return row
        }
    }

    /// The error label and Retry always show and hide together.
    public func showFailure(_ visible: Bool) {
        errorLabel.isHidden = !visible
        retryButton.isHidden = !visible
    }

    public func setLoading(_ loading: Bool) {
        if loading { loadingIndicator.startAnimating() } else { loadingIndicator.stopAnimating() }
    }

    /// The screen's background and its rows' text, those shown now and those added later.
    public func applyColors(text: Color, background: Color) {
        backgroundColor = background
        rowColor = text
        for row in rows { row.textColor = text }
    }
}
