// The login reducer, exhaustively: every step states the whole next state and every effect. No
// server, no clock, no view: the answers are actions the test sends.
import SharedModel
@testable import Redux
import SharedTestSupport
import Testing

@Suite("Login reducer")
@MainActor
struct LoginReducerTests {
    var login = ReducerTester<LoginReducer>(LoginState())

    @Test("B1 The username's message comes before the password's; each field's rules apply in order")
    mutating func theUsernamesProblemComesBeforeThePasswords() {
        login.send(.passwordChanged("123")) {
            $0.password = "123"
            $0.touched = [.password]
        }
        #expect(login.state.instruction == "Password must be at least 6 characters")

        login.send(.usernameChanged("ab")) {
            $0.username = "ab"
            $0.touched = [.username, .password]
        }
        #expect(login.state.instruction == "Username must be at least 6 characters")

        login.send(.usernameChanged("")) { $0.username = "" }
        #expect(login.state.instruction == "Username is required")
        login.send(.usernameChanged(String(repeating: "a", count: 25))) { $0.username = String(repeating: "a", count: 25) }
        #expect(login.state.instruction == "Username must be at most 24 characters")

        login.send(.usernameChanged(Expected.username)) { $0.username = Expected.username }
        #expect(login.state.instruction == "Password must be at least 6 characters")
        login.send(.passwordChanged("")) { $0.password = "" }
        #expect(login.state.instruction == "Password is required")
    }

    @Test mutating func anUntouchedFieldIsQuietAndAnInvalidFormSubmitsNothing() {
        login.send(.usernameChanged(Expected.username)) {
            $0.username = Expected.username
            $0.touched = [.username]
        }
        #expect(login.state.instruction == "")
        #expect(login.state.shownProblem(in: .password) == nil)
        #expect(login.state.canSubmit == false)

        login.send(.submitTapped)
    }

    @Test("Return in the password field submits as Log In does, and does nothing while Log In is disabled")
    mutating func returnSubmits() {
        login.send(.usernameChanged(Expected.username)) {
            $0.username = Expected.username
            $0.touched = [.username]
        }
        login.send(.passwordReturned)
        login.send(.passwordChanged(Expected.password)) {
            $0.password = Expected.password
            $0.touched = [.username, .password]
        }
        login.send(.passwordReturned, effects: [.logIn(Credentials(username: Expected.username, password: Expected.password))]) {
            $0.status = .signingIn
        }
        login.send(.passwordReturned)
    }

    @Test("B2 Signing in… while in flight, then the answer, then the fields' messages")
    mutating func theInstructionGoesFromSigningInToTheAnswerToTheFields() {
        login.send(.usernameChanged(Expected.username)) {
            $0.username = Expected.username
            $0.touched = [.username]
        }
        login.send(.passwordChanged("wrong-password")) {
            $0.password = "wrong-password"
            $0.touched = [.username, .password]
        }
        login.send(.submitTapped, effects: [.logIn(Credentials(username: Expected.username, password: "wrong-password"))]) {
            $0.status = .signingIn
        }
        #expect(login.state.instruction == Expected.signingIn)
        #expect(login.state.canSubmit == false)
        login.send(.submitTapped)

        login.send(.loginAnswered(.failure(.unauthorized))) {
            $0.status = .failed(message: Expected.wrongCredentials)
            $0.password = ""
            $0.touched = [.username]
        }
        #expect(login.state.instruction == Expected.wrongCredentials)

        login.send(.passwordChanged("12")) {
            $0.password = "12"
            $0.touched = [.username, .password]
            $0.status = .editing
        }
        #expect(login.state.instruction == "Password must be at least 6 characters")
    }

    @Test("B3 Typing in either field clears the last login's answer", arguments: [CredentialField.username, .password])
    mutating func theAnswerStaysUntilTheUserTypesInEitherField(field: CredentialField) {
        login = ReducerTester(LoginState(username: Expected.username, password: Expected.password,
                                         touched: [.username, .password], status: .failed(message: "Something went wrong. Please try again.")))

        switch field {
        case .username:
            login.send(.usernameChanged("ab")) {
                $0.username = "ab"
                $0.status = .editing
            }
        case .password:
            login.send(.passwordChanged("ab")) {
                $0.password = "ab"
                $0.status = .editing
            }
        }
        #expect(login.state.instruction == (field == .username ? "Username" : "Password") + " must be at least 6 characters")
    }

    @Test mutating func aLoginStoresTheSessionThenPutsTheSubjectListOnTopUntilTheUserComesBack() {
        let session = Session(token: "t", username: Expected.username)
        login = ReducerTester(LoginState(username: Expected.username, password: Expected.password,
                                         touched: [.username, .password], status: .signingIn))

        login.send(.loginAnswered(.success(session)), effects: [.storeSession(session)])
        login.send(.sessionStored) {
            $0.status = .editing
            $0.isShowingSubjectList = true
        }
        login.send(.viewWillAppear) { $0.isShowingSubjectList = false }
    }

    @Test("The link stays through a failed login and goes with the subject list a login puts on top")
    mutating func theLinkGoesWithTheSubjectList() {
        let session = Session(token: "t", username: Expected.username)
        let credentials = Credentials(username: Expected.username, password: Expected.password)
        login = ReducerTester(LoginState(username: Expected.username, password: Expected.password,
                                         touched: [.username, .password], linkedSubjectID: 4))

        login.send(.viewWillAppear)
        login.send(.submitTapped, effects: [.logIn(credentials)]) { $0.status = .signingIn }
        login.send(.loginAnswered(.failure(.noConnection))) {
            $0.status = .failed(message: "Can't reach the server. Check your connection and try again.")
        }
        login.send(.submitTapped, effects: [.logIn(credentials)]) { $0.status = .signingIn }
        login.send(.loginAnswered(.success(session)), effects: [.storeSession(session)])
        login.send(.sessionStored) {
            $0.status = .editing
            $0.isShowingSubjectList = true
        }
        login.send(.viewWillAppear) {
            $0.isShowingSubjectList = false
            $0.linkedSubjectID = nil
        }
    }

    @Test mutating func anotherFailureKeepsThePassword() {
        login = ReducerTester(LoginState(username: Expected.username, password: Expected.password,
                                         touched: [.username, .password], status: .signingIn))

        login.send(.loginAnswered(.failure(.noConnection))) {
            $0.status = .failed(message: "Can't reach the server. Check your connection and try again.")
        }
        #expect(login.state.canSubmit)
    }

    @Test func theLoginsProgressAndAnswerComeBeforeATouchedFieldsProblem() {
        let invalid = LoginState(username: "ab", password: "12", touched: [.username, .password])
        #expect(invalid.instruction == "Username must be at least 6 characters")
        var signingIn = invalid
        signingIn.status = .signingIn
        #expect(signingIn.instruction == Expected.signingIn)
        var failed = invalid
        failed.status = .failed(message: Expected.wrongCredentials)
        #expect(failed.instruction == Expected.wrongCredentials)
    }
}
