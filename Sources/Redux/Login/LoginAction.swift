// Role: glue
// Everything that can happen to the login screen, as a value: what the user does, what the screen's
// life cycle says, and what the effects bring back.
import SharedModel

enum LoginAction {
    case usernameChanged(String)
    case passwordChanged(String)
    case submitTapped
    /// Return pressed in the password field.
    case passwordReturned
    /// The login's answer.
    case loginAnswered(Result<Session, APIError>)
    /// The session is kept in the session store.
    case sessionStored
    /// The screen is about to show: the first time, or on top again after the user came back.
    case viewWillAppear
}

/// The work the login reducer may ask for: the store's effect runner does it.
enum LoginEffect: Equatable {
    case logIn(Credentials)
    case storeSession(Session)
}
