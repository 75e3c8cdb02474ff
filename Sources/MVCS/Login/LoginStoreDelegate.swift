// Role: glue
// How the login store reports to its controller: by delegate, as seed 002 argues for over blocks.
import SharedModel

@MainActor
protocol LoginStoreDelegate: AnyObject {
    /// The login succeeded and the session is kept.
    func loginStoreDidLogIn(_ store: LoginStore)
    /// The login failed: the server's answer, or an answer that could not be read.
    func loginStore(_ store: LoginStore, didFailWith error: APIError)
}
