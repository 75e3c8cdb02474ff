// Role: state
// Everything the login screen shows, in one value: the reducer makes each next one, the view
// controller shows it. Navigation is state too: whether the subject list is on top, and the link
// it is to follow.
import SharedModel

struct LoginState: Equatable {
    /// Where the login stands.
    enum Status: Equatable {
        /// No login in flight and no answer on show.
        case editing
        case signingIn
        /// A login failed; its message stays until the user next types.
        case failed(message: String)
    }

    var username = ""
    var password = ""
    /// A field is touched once the user has typed into it; the reducer clearing it untouches it.
    var touched: Set<CredentialField> = []
    var status = Status.editing
    /// The subject list is on top: a login succeeded and the user has not come back.
    var isShowingSubjectList = false
    /// The linked subject, kept through failed logins for the subject list a login puts on top,
    /// which takes it along: it is gone once the user comes back.
    var linkedSubjectID: Int?
}
