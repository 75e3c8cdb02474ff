import SharedModel
import ViewKit

/// The subject list's widgets, laid out once: the list with pull-to-refresh, the loading
/// indicator, the error label with its retry button, and the empty-state label; and the Refresh
/// button a screen may put in its navigation bar, disabled until it says otherwise (spec §7.3).
@MainActor
public final class SubjectListView: View {
    public let collectionView = CollectionView(identifier: SubjectListID.list)
    public let loadingIndicator = ActivityIndicatorView(identifier: SubjectListID.loading)
    public let errorLabel = Label(identifier: SubjectListID.error)
    public let retryButton = Button(identifier: SubjectListID.retry)
    public let emptyLabel = Label(identifier: SubjectListID.empty)
    public let refreshButton = BarButtonItem(title: SubjectListCopy.refresh, identifier: SubjectListID.refreshButton)

    public init() {
        super.init(identifier: SubjectListID.screen)
        collectionView.refreshControl = RefreshControl(identifier: SubjectListID.refresh)
        errorLabel.text = SubjectListCopy.loadFailed
        retryButton.title = SubjectListCopy.retry
        emptyLabel.text = SubjectListCopy.empty
        for widget in [collectionView, loadingIndicator, errorLabel, retryButton, emptyLabel] as [View] {
            addSubview(widget)
        }
        setError(visible: false)
        emptyLabel.isHidden = true
        refreshButton.isEnabled = false
    }

    /// The error label and its retry button always show and hide together.
    public func setError(visible: Bool) {
        errorLabel.isHidden = !visible
        retryButton.isHidden = !visible
    }

    public func setLoading(_ loading: Bool) {
        if loading { loadingIndicator.startAnimating() } else { loadingIndicator.stopAnimating() }
    }
}
