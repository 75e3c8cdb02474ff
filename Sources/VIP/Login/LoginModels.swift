// Role: state
// The login scene's models, grouped per use case as Clean Swift groups them: what the view controller
// asks (Request), what the interactor found (Response), and what the view controller shows
// (ViewModel). Plain values: the only things that cross the VIP cycle. Both user actions answer
// with the same thing, the form as it now stands, so EditField and Submit carry only a Request and
// UpdateForm carries the Response and ViewModel they share.
import SharedModel

enum Login {
    /// The user typed in a field.
    enum EditField {
        struct Request {
            let field: CredentialField
            let text: String
        }
    }

    /// The user tapped Log In.
    enum Submit {
        struct Request {}
    }

    /// The form as it stands after any use case: the interactor's facts, then the words and flags
    /// the view controller sets.
    enum UpdateForm {
        struct Response {
            /// Where the login stands.
            enum Status: Equatable {
                case editing
                case signingIn
                /// The last login failed with this error; it shows until the user next types.
                case failed(APIError)
            }

            let password: String
            /// Each field's first broken rule, once the field is touched.
            let usernameProblem: CredentialProblem?
            let passwordProblem: CredentialProblem?
            let status: Status
            let canSubmit: Bool
        }

        struct ViewModel: Equatable {
            let password: String
            let instruction: String
            let isUsernameInvalid: Bool
            let isPasswordInvalid: Bool
            let isSubmitEnabled: Bool
            let isBusy: Bool
        }
    }

    /// A login succeeded and the session is stored.
    enum SignIn {
        struct Response {}
        struct ViewModel {}
    }
}
