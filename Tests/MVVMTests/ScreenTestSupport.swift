// Test support for the screens: the events a view would send, as signals the view models' inputs
// subscribe to, so a test feeds a view model exactly the way its view does.

@testable import MVVM
import ViewKit

/// A login view in miniature: the user's three actions.
@MainActor
final class LoginUser {
    let usernameTyped = Signal<String>()
    let passwordTyped = Signal<String>()
    let submitTapped = Signal<Void>()
    let passwordReturned = Signal<Void>()

    init(driving viewModel: any LoginViewModelType) {
        viewModel.inputs.usernameDidChange.subscribe(to: usernameTyped)
        viewModel.inputs.passwordDidChange.subscribe(to: passwordTyped)
        viewModel.inputs.submitTapped.subscribe(to: submitTapped)
        viewModel.inputs.passwordReturned.subscribe(to: passwordReturned)
    }

    func type(username: String) { usernameTyped.send(username) }
    func type(password: String) { passwordTyped.send(password) }
    func tapSubmit() { submitTapped.send() }
    func pressReturnInPassword() { passwordReturned.send() }

    func submit(username: String, password: String) {
        type(username: username)
        type(password: password)
        tapSubmit()
    }
}

/// A subject list in miniature: its life cycle and the user's two screen-level actions.
@MainActor
final class SubjectListEvents {
    let willAppear = Signal<Void>()
    let retryTapped = Signal<Void>()
    let refreshPulled = Signal<Void>()
    let refreshTapped = Signal<Void>()

    init(driving viewModel: any SubjectListViewModelType) {
        viewModel.inputs.viewWillAppear.subscribe(to: willAppear)
        viewModel.inputs.retryTapped.subscribe(to: retryTapped)
        viewModel.inputs.refreshPulled.subscribe(to: refreshPulled)
        viewModel.inputs.refreshTapped.subscribe(to: refreshTapped)
    }

    func appear() { willAppear.send() }
    func retry() { retryTapped.send() }
    func refresh() { refreshPulled.send() }
    func tapRefresh() { refreshTapped.send() }
}

/// A view that keeps every event routed up to it, standing in for a screen's controller.
@MainActor
final class RoutedEventCatcher: View {
    private(set) var destinations: [SubjectCellViewModel.Destination] = []

    override func handle(_ event: any RoutedEvent) -> Bool {
        guard let selection = event as? SubjectCellSelected else { return false }
        destinations.append(selection.destination)
        return true
    }
}
