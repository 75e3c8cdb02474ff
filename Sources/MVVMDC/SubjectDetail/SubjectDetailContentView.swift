// Role: view
// The subject detail screen's content view, holding the shared `SubjectDetailView`; driven only by
// `bind(_:)`, which shows a view model, all of it, every time. It reports Retry, Switch Off and All
// Subjects through its delegate. No observation, no closures kept, nothing known of data controllers.
import SharedViews
import ViewKit

@MainActor
final class SubjectDetailContentView: View {
    weak var delegate: (any SubjectDetailContentViewDelegate)?
    private let screen = SubjectDetailView()

    init() {
        super.init()
        addSubview(screen)
        // Role: glue
        screen.retryButton.addTarget(self, action: SubjectDetailContentView.retryTapped, for: .touchUpInside)
        screen.switchOffButton.addTarget(self, action: SubjectDetailContentView.switchOffTapped, for: .touchUpInside)
        screen.allSubjectsButton.addTarget(self, action: SubjectDetailContentView.allSubjectsTapped, for: .touchUpInside)
    }

    // Role: view

    /// Shows `viewModel`; the shared screen applies the fixed styling (a disabled Switch Off is grey) and
    /// shows, hides and disables All Subjects with Switch Off.
    func bind(_ viewModel: SubjectDetailContentViewModel) {
        screen.setLoading(viewModel.isLoading)
        if viewModel.areDetailsVisible {
            screen.showDetails(description: viewModel.description, chapters: viewModel.chapters)
        } else {
            screen.hideDetails()
        }
        screen.showFailure(viewModel.failure)
        screen.setSwitching(viewModel.isSwitchingOff)
        screen.applyColors(text: viewModel.textColor, background: viewModel.backgroundColor)
    }

    // Role: glue
    private func retryTapped() { delegate?.subjectDetailContentViewDidTapRetry(self) }
    private func switchOffTapped() { delegate?.subjectDetailContentViewDidTapSwitchOff(self) }
    private func allSubjectsTapped() { delegate?.subjectDetailContentViewDidTapAllSubjects(self) }
}
