// Role: view
// MVVM's subject list view: the shared subject list layout, plus the user's screen-level actions exposed
// as signals. Cell selection does not pass through here: each cell's coordinator handles it.
import SharedViews
import ViewKit

@MainActor
final class SubjectListScreenView: View {
    /// The list, loading indicator, error label, Retry and empty label.
    let content = SubjectListView()

    /// The user tapped Retry.
    let retryTapped = Signal<Void>()
    /// The user pulled the list to refresh.
    let refreshPulled = Signal<Void>()
    /// The user tapped Refresh in the navigation bar.
    let refreshTapped = Signal<Void>()

    init() {
        super.init()
        addSubview(content)
        // Role: glue
        content.retryButton.addTarget(self, action: SubjectListScreenView.retryPressed, for: .touchUpInside)
        content.collectionView.refreshControl?.addTarget(self, action: SubjectListScreenView.pulled, for: .valueChanged)
        content.refreshButton.addTarget(self, action: SubjectListScreenView.refreshPressed, for: .primaryActionTriggered)
    }

    // Role: glue
    private func retryPressed() { retryTapped.send() }
    private func pulled() { refreshPulled.send() }
    private func refreshPressed() { refreshTapped.send() }
}
