// The login screen's logic at unit level, B1 to B3 and B10 of docs/unit-behaviours.md. In MVC the
// logic lives in LoginViewController, so each test builds the controller with its form and drives
// the form's widgets; there is nothing smaller to call.
@testable import MVC
import SharedModel
import SharedTestSupport
import SharedViews
import Testing
import ViewKit

@Suite("MVC login view controller")
@MainActor
struct LoginViewControllerTests {
    private let screen = MVCScreen { LoginViewController(environment: $0) }

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
        if inUsername {
            try type(username: "student0")
        } else {
            try type(password: "secret12")
        }
        #expect(try instruction == "")
    }

    @Test("B10 A successful login pushes MVC's subject list, which asks for its data")
    func successPushesTheSubjectList() throws {
        try type(username: "student01", password: "secret123")
        try screen.widget(LoginID.submit, Button.self).simulateTap()
        screen.answer()
        #expect(screen.navigation.topViewController is SubjectListViewController)
        #expect(screen.environment.sessionStore.session != nil)
        #expect(Set(screen.backend.requests.compactMap(\.route)) == [.login, .subjects, .userSubjects])
    }

    @Test("A link's subject goes to the subject list the first successful login pushes, and no further")
    func handsTheLinkOn() throws {
        let screen = MVCScreen { LoginViewController(environment: $0, linkedSubjectID: 4) }
        try LoginFormUser.logIn(on: screen.controller.view)
        screen.answer()
        #expect(screen.navigation.titles == ["Log In", "Practice", "Physics"])
        screen.navigation.simulateBack()
        screen.navigation.simulateBack()
        try LoginFormUser.logIn(on: screen.controller.view)
        screen.answer()
        #expect(screen.navigation.titles == ["Log In", "Practice"])
    }

    @Test("Every subject list a login pushes has All Subjects mark the link's subject, a later one that does not open it too")
    func everyListMarksTheLink() throws {
        let screen = MVCScreen { LoginViewController(environment: $0, linkedSubjectID: 4) }
        try LoginFormUser.logIn(on: screen.controller.view)
        screen.answer()
        screen.navigation.simulateBack()
        screen.navigation.simulateBack()
        try LoginFormUser.logIn(on: screen.controller.view)
        screen.answer()
        #expect(screen.navigation.titles == ["Log In", "Practice"])
        let list = try #require(screen.navigation.topViewController?.view.find(SubjectListID.list, as: CollectionView.self))
        list.simulateSelectItem(at: list.visibleCells.count - 1)
        let allSubjects = try #require(screen.navigation.topViewController as? MVC.AllSubjectsViewController)
        screen.answer()
        #expect(allSubjects.view.find(AllSubjectsID.row(subjectID: 4), as: Label.self)?.text == "Physics ✓ · from your link")
    }
}
