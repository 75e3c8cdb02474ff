// The login screen's logic at unit level, B1 to B3 and B10 of docs/unit-behaviours.md. The store only
// signs in; the form, the touched fields and the messages stay in LoginViewController, so each test
// builds the controller with its form and its store and drives the form's widgets.
@testable import MVCS
import SharedModel
import SharedTestSupport
import SharedViews
import Testing
import ViewKit

@Suite("MVCS login view controller")
@MainActor
struct LoginViewControllerTests {
    private let screen = MVCSScreen { LoginViewController(store: LoginStore(environment: $0), mediator: $1) }

    private func type(username: String? = nil, password: String? = nil) throws {
        if let username {
            try screen.widget(LoginID.username, TextField.self).simulateTyping(username)
        }
        if let password {
            try screen.widget(LoginID.password, TextField.self).simulateTyping(password)
        }
    }

    private var instruction: String {
        get throws { try screen.widget(LoginID.instruction, Label.self).text }
    }

    @Test("B1 The username's message comes before the password's; each field's rules apply in order")
    func validationOrder() throws {
        try type(password: "abc")
        #expect(try instruction == "Password must be at least 6 characters")
        // Empty is also shorter than 6, but "required" comes first.
        try type(username: "")
        #expect(try instruction == "Username is required")
        try type(username: "abc")
        #expect(try instruction == "Username must be at least 6 characters")
        try type(username: String(repeating: "a", count: 25))
        #expect(try instruction == "Username must be at most 24 characters")
        try type(username: "student01")
        #expect(try instruction == "Password must be at least 6 characters")
        #expect(try screen.widget(LoginID.password, TextField.self).backgroundColor == .lightRed)
        #expect(try screen.widget(LoginID.username, TextField.self).backgroundColor == .white)
    }

    @Test("B2 Signing in… while in flight, then the answer, then the fields' messages")
    func messagePrecedence() throws {
        screen.backend.accounts = [:]
        try type(username: "student01", password: "secret123")
        try screen.widget(LoginID.submit, Button.self).simulateTap()
        #expect(try instruction == "Signing in…")
        screen.answer()
        // The password was cleared by the program, so it is untouched: the answer shows, not its rule.
        #expect(try instruction == "Incorrect username or password")
        #expect(try screen.widget(LoginID.password, TextField.self).text == "")
        try type(password: "abc")
        #expect(try instruction == "Password must be at least 6 characters")
    }

    @Test("Return in the password field logs in as Log In does, and does nothing while Log In is disabled")
    func returnSubmits() throws {
        let password = try screen.widget(LoginID.password, TextField.self)
        try type(username: "student01", password: "abc")
        password.simulateReturn()
        #expect(screen.backend.requests.isEmpty)
        try type(password: "secret123")
        password.simulateReturn()
        #expect(try instruction == "Signing in…")
        #expect(screen.backend.requests(to: .login).count == 1)
    }

    @Test("B3 Typing in either field clears the last login's answer", arguments: [true, false])
    func typingClearsTheAnswer(inUsername: Bool) throws {
        screen.backend.inject(.noConnection, on: .login)
        try type(username: "student01", password: "secret123")
        try screen.widget(LoginID.submit, Button.self).simulateTap()
        screen.answer()
        #expect(try instruction == "Can't reach the server. Check your connection and try again.")
        // Valid text either way, so no field's message takes the answer's place.
        if inUsername {
            try type(username: "student0")
        } else {
            try type(password: "secret12")
        }
        #expect(try instruction == "")
    }

    /// The controller, as the login store's delegate, asks the mediator for "the subject list".
    @Test("B10 A successful login pushes MVCS's subject list, built by the mediator, which asks for its data")
    func successPushesTheSubjectList() throws {
        try type(username: "student01", password: "secret123")
        try screen.widget(LoginID.submit, Button.self).simulateTap()
        screen.answer()
        #expect(screen.navigation.topViewController is SubjectListViewController)
        #expect(screen.environment.sessionStore.session != nil)
        #expect(Set(screen.backend.requests.compactMap(\.route)) == [.login, .subjects, .userSubjects])
    }

    /// The controller hands the linked subject to the mediator's call for the subject list.
    @Test("A failed login keeps the linked subject; the next hands it to the subject list, which opens it, and forgets it")
    func handsTheLinkedSubjectOn() throws {
        let screen = MVCSScreen { LoginViewController(store: LoginStore(environment: $0), mediator: $1, linkedSubjectID: 4) }
        screen.backend.inject(.noConnection, on: .login, once: true)
        func logIn() throws {
            try LoginFormUser.logIn(on: screen.controller.view)
            screen.answer()
        }
        try logIn()
        #expect(screen.navigation.titles == ["Log In"])
        try logIn()
        #expect(screen.navigation.titles == ["Log In", "Practice", "Physics"])
        screen.navigation.simulateBack()
        screen.navigation.simulateBack()
        try logIn()
        #expect(screen.navigation.titles == ["Log In", "Practice"])
        #expect(screen.backend.requests(to: .subjectDetails).count == 1)
    }
}
