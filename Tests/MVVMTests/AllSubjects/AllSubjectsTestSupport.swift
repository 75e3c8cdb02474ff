// Test support for the All Subjects screen: its events as signals the view model's inputs subscribe
// to, as the screen's controller subscribes them.

@testable import MVVM

/// An All Subjects screen in miniature: its life cycle and Retry.
@MainActor
final class AllSubjectsEvents {
    let willAppear = Signal<Void>()
    let retryTapped = Signal<Void>()

    init(driving viewModel: any AllSubjectsViewModelType) {
        viewModel.inputs.viewWillAppear.subscribe(to: willAppear)
        viewModel.inputs.retryTapped.subscribe(to: retryTapped)
    }

    func appear() { willAppear.send() }
    func retry() { retryTapped.send() }
}
