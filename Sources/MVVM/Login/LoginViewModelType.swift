// Role: glue
// The login view model's boundary, in the inputs/outputs style: what the user does goes in through
// `inputs`, what the screen shows comes out through `outputs`. The controller and the tests see the
// view model only through these.

/// What the user does on the login screen. Each input is an observer, which the controller subscribes
/// to the matching event of the view.
@MainActor
protocol LoginViewModelInputs: AnyObject {
    /// The username as typed, on every keystroke.
    var usernameDidChange: Observer<String> { get }
    /// The password as typed, on every keystroke.
    var passwordDidChange: Observer<String> { get }
    /// The user tapped Log In.
    var submitTapped: Observer<Void> { get }
    /// The user pressed return in the password field: Log In, if it is enabled.
    var passwordReturned: Observer<Void> { get }
}

/// What the login screen shows, and where it goes next: read-only, so a controller can bind to
/// them but never write the view model's state.
@MainActor
protocol LoginViewModelOutputs: AnyObject {
    /// The text of the username field; the program may change it.
    var username: ReadOnlyObservable<String> { get }
    /// The text of the password field; cleared by the program after wrong credentials.
    var password: ReadOnlyObservable<String> { get }
    /// The line under the fields: progress, the login's answer, or the first problem to fix.
    var instruction: ReadOnlyObservable<String> { get }
    /// Whether the username field is touched and invalid.
    var isUsernameInvalid: ReadOnlyObservable<Bool> { get }
    /// Whether the password field is touched and invalid.
    var isPasswordInvalid: ReadOnlyObservable<Bool> { get }
    /// Whether Log In can be tapped: both fields valid and no login in flight.
    var isSubmitEnabled: ReadOnlyObservable<Bool> { get }
    /// Whether the user can type: not while a login is in flight.
    var areFieldsEnabled: ReadOnlyObservable<Bool> { get }
    /// Whether a login is in flight.
    var isBusy: ReadOnlyObservable<Bool> { get }
    /// Fires once a login has succeeded and the session is stored: show the subject list, which opens
    /// the linked subject it carries, if any.
    var goToSubjectList: ReadOnlySignal<Int?> { get }
}

/// A login view model, seen from outside.
@MainActor
protocol LoginViewModelType: AnyObject {
    var inputs: any LoginViewModelInputs { get }
    var outputs: any LoginViewModelOutputs { get }
}
