import Foundation

/// `POST /auth/login`. Ignores a second call while one is in flight: a login is never sent twice.
@MainActor
public final class LoginAPIManager: APIManager {
    public init(transport: any Transport) {
        super.init(transport: transport, inFlightPolicy: .ignoreNewCall)
    }

    /// Signs in with `credentials`, if they pass the credential rules; read the session with
    /// ``SessionReformer``.
    @discardableResult
    public func logIn(with credentials: Credentials) -> Bool {
        let problems = CredentialRules.problems(in: credentials)
        let validation: Result<Void, APIError> = problems.isEmpty
            ? .success(())
            : .failure(.invalidParameters(reason: problems.map(\.message).joined(separator: "; ")))
        let body = jsonData(["username": credentials.username, "password": credentials.password])
        return send(HTTPRequest(method: .post, path: Route.login.path,
                                headers: ["Content-Type": "application/json"], body: body),
                    validation: validation)
    }
}
