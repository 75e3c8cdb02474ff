import SharedModel
import ViewKit

/// The All Subjects screen's widgets (spec §7.5): the loading indicator, the error label, and a row
/// per subject, added when the catalogue lands.
@MainActor
public final class AllSubjectsView: View {
    public let loadingIndicator = ActivityIndicatorView(identifier: AllSubjectsID.loading)
    public let errorLabel = Label(identifier: AllSubjectsID.error)

    public init() {
        super.init(identifier: AllSubjectsID.screen)
        errorLabel.text = AllSubjectsCopy.loadFailed
        errorLabel.isHidden = true
        addSubview(loadingIndicator)
        addSubview(errorLabel)
    }

    /// One row per subject, in the order given: its name, marked when the user has it open.
    public func showRows(_ subjects: [Subject], open: Set<Int>) {
        for subject in subjects {
            let row = Label(identifier: AllSubjectsID.row(subjectID: subject.id))
            row.text = subject.name + (open.contains(subject.id) ? AllSubjectsCopy.openMark : "")
            addSubview(row)
        }
    }
}
