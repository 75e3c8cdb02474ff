// Role: view
// MVVM's subject detail view: the shared subject detail layout, plus the user's three actions exposed as
// signals. It decides nothing; the controller binds its signals to the view model's inputs and the
// view model's outputs to its widgets.
import SharedViews
import ViewKit

@MainActor
final class SubjectDetailScreenView: View {
    /// The loading indicator, the details, the error with Retry, Switch Off with its progress, All Subjects.
    let content = SubjectDetailView()

    /// The user tapped Retry (only shown after a failed load).
    let retryTapped = Signal<Void>()
    /// The user tapped Switch Off (only possible while it is shown and enabled).
    let switchOffTapped = Signal<Void>()
    /// The user tapped All Subjects (only possible while it is shown and enabled).
    let allSubjectsTapped = Signal<Void>()

    init() {
        super.init()
        addSubview(content)
        // Role: glue
        content.retryButton.addTarget(self, action: SubjectDetailScreenView.retryPressed, for: .touchUpInside)
        content.switchOffButton.addTarget(self, action: SubjectDetailScreenView.switchOffPressed, for: .touchUpInside)
        content.allSubjectsButton.addTarget(self, action: SubjectDetailScreenView.allSubjectsPressed, for: .touchUpInside)
    }

    // Role: glue
    private func retryPressed() { retryTapped.send() }
    private func switchOffPressed() { switchOffTapped.send() }
    private func allSubjectsPressed() { allSubjectsTapped.send() }
}
