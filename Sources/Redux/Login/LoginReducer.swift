// Role: logic
// The login reducer: every rule of the login screen, as one pure function from the state and an
// action to the next state and the effects to run. It reads no clock, no server and no view, so a
// test gives it actions and compares whole states.
import SharedModel

enum LoginReducer: Reducer {
    static func reduce(_ state: inout LoginState, _ action: LoginAction) -> [LoginEffect] {
        switch action {
        case .usernameChanged(let text):
            state.username = text
            typed(in: .username, &state)
            return []
        case .passwordChanged(let text):
            state.password = text
            typed(in: .password, &state)
            return []
        case .submitTapped, .passwordReturned:
            guard state.canSubmit else { return [] }
            state.status = .signingIn
            return [.logIn(Credentials(username: state.username, password: state.password))]
        case .loginAnswered(.success(let session)):
            return [.storeSession(session)]
        case .loginAnswered(.failure(let error)):
            state.status = .failed(message: LoginMessages.message(for: error))
            if error == .unauthorized {
                // Wrong credentials: the reducer clears the password, which leaves it untouched.
                state.password = ""
                state.touched.remove(.password)
            }
            return []
        case .sessionStored:
            state.status = .editing
            state.isShowingSubjectList = true
            return []
        case .viewWillAppear:
            // Back from the subject list a login put on top: the link went with it.
            if state.isShowingSubjectList { state.linkedSubjectID = nil }
            state.isShowingSubjectList = false
            return []
        }
    }

    /// A keystroke touches the field, and a login's answer makes way.
    private static func typed(in field: CredentialField, _ state: inout LoginState) {
        state.touched.insert(field)
        if case .failed = state.status { state.status = .editing }
    }
}

// Role: logic
/// What the screen shows, derived from the state: the selectors the view controller reads.
extension LoginState {
    func problem(in field: CredentialField) -> CredentialProblem? {
        CredentialRules.problem(with: field == .username ? username : password, as: field)
    }

    /// A field's problem shows only once the field is touched.
    func shownProblem(in field: CredentialField) -> CredentialProblem? {
        touched.contains(field) ? problem(in: field) : nil
    }

    /// Both fields valid and no login in flight.
    var canSubmit: Bool {
        problem(in: .username) == nil && problem(in: .password) == nil && status != .signingIn
    }

    /// The login's progress or answer first, then the username's problem, then the password's.
    var instruction: String {
        switch status {
        case .signingIn: LoginMessages.signingIn
        case .failed(let message): message
        case .editing: (shownProblem(in: .username) ?? shownProblem(in: .password))?.message ?? ""
        }
    }
}
