// Role: view
// The All Subjects content view, holding the shared `AllSubjectsView`; driven only by `bind(_:)`, which
// shows a view model, all of it, every time. It reports Retry through its delegate. No observation, no
// closures kept, nothing known of data controllers.
import SharedViews
import ViewKit

@MainActor
final class AllSubjectsContentView: View {
    weak var delegate: (any AllSubjectsContentViewDelegate)?
    private let screen = AllSubjectsView()

    init() {
        super.init()
        addSubview(screen)
        // Role: glue
        screen.retryButton.addTarget(self, action: AllSubjectsContentView.retryTapped, for: .touchUpInside)
    }

    // Role: view

    /// Shows `viewModel`; the shared screen marks the open rows and the link's, and keeps the error's and
    /// Retry's colours.
    func bind(_ viewModel: AllSubjectsContentViewModel) {
        screen.setLoading(viewModel.isLoading)
        screen.showRows(viewModel.subjects, open: viewModel.openSubjectIDs, linked: viewModel.linkedSubjectID)
        screen.showFailure(viewModel.isFailureVisible)
        screen.applyColors(text: viewModel.textColor, background: viewModel.backgroundColor)
    }

    // Role: glue
    private func retryTapped() { delegate?.allSubjectsContentViewDidTapRetry(self) }
}
