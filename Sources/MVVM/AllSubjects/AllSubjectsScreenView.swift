// Role: view
// MVVM's All Subjects view: the shared All Subjects layout, plus Retry exposed as a signal. It decides
// nothing; the controller binds its signal to the view model's input and the view model's outputs to
// its widgets.
import SharedViews
import ViewKit

@MainActor
final class AllSubjectsScreenView: View {
    /// The loading indicator, the rows, and the error with Retry.
    let content = AllSubjectsView()

    /// The user tapped Retry (only shown after a failed load).
    let retryTapped = Signal<Void>()

    init() {
        super.init()
        addSubview(content)
        // Role: glue
        content.retryButton.addTarget(self, action: AllSubjectsScreenView.retryPressed, for: .touchUpInside)
    }

    // Role: glue
    private func retryPressed() { retryTapped.send() }
}
