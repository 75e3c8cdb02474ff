import SharedModel
import ViewKit

/// The login form every architecture shows: the five widgets of the spec, laid out once, with the
/// styling each state implies. Architectures differ in how they drive it, never in what it is.
@MainActor
public final class LoginFormView: View {
    public let usernameField = TextField(identifier: LoginID.username)
    public let passwordField = TextField(identifier: LoginID.password)
    public let instructionLabel = Label(identifier: LoginID.instruction)
    public let submitButton = Button(identifier: LoginID.submit)
    public let activityIndicator = ActivityIndicatorView(identifier: LoginID.activity)

    public init() {
        super.init(identifier: LoginID.form)
        usernameField.placeholder = LoginCopy.usernamePlaceholder
        passwordField.placeholder = LoginCopy.passwordPlaceholder
        passwordField.isSecureTextEntry = true
        submitButton.title = LoginCopy.submitTitle
        for widget in [usernameField, passwordField, instructionLabel, submitButton, activityIndicator] as [View] {
            addSubview(widget)
        }
        setInvalid(false, field: .username)
        setInvalid(false, field: .password)
        setSubmitEnabled(false)
    }

    /// The text field for `field`.
    public func textField(for field: CredentialField) -> TextField {
        switch field {
        case .username: usernameField
        case .password: passwordField
        }
    }

    /// A touched, invalid field is tinted light red; any other is white.
    public func setInvalid(_ invalid: Bool, field: CredentialField) {
        textField(for: field).backgroundColor = invalid ? .lightRed : .white
    }

    /// An enabled submit button wears the theme colour; a disabled one is grey.
    public func setSubmitEnabled(_ enabled: Bool) {
        submitButton.isEnabled = enabled
        submitButton.backgroundColor = enabled ? .theme : .lightGray
        submitButton.titleColor = enabled ? .white : .darkGray
    }

    /// Both text fields at once: they are disabled together while a login is in flight.
    public func setFieldsEnabled(_ enabled: Bool) {
        usernameField.isEnabled = enabled
        passwordField.isEnabled = enabled
    }

    public func setBusy(_ busy: Bool) {
        if busy { activityIndicator.startAnimating() } else { activityIndicator.stopAnimating() }
    }
}
