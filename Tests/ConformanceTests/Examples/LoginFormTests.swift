import Architectures
import SharedModel
import Testing
import ViewKit

/// SPEC §2, before any login: the widgets, the initial state, the validation table, touched rules
/// and colours. Every test runs once per architecture.
@MainActor
@Suite("Login form")
struct LoginFormTests {
    // Rule `login.initial` (docs/SPEC.md §6.1)
    @Test("Initial state: empty untouched fields, no instruction, white fields, submit disabled",
          arguments: Architecture.allCases)
    func initialState(architecture: Architecture) throws {
        let screen = LoginScreen(architecture)
        #expect(screen.navigation.titles == ["Log In"])
        #expect(try screen.username().shownText == "")
        #expect(try screen.username().isSecureTextEntry == false)
        #expect(try screen.password().shownText == "")
        #expect(try screen.password().isSecureTextEntry == true)
        #expect(try screen.username().isInteractive && screen.password().isInteractive)
        #expect(try screen.instruction().shownText == "")
        #expect(try screen.username().shownBackground == .white)
        #expect(try screen.password().shownBackground == .white)
        #expect(try screen.submit().shownTitle == "Log In")
        #expect(try screen.submit().isInteractive == false)
        #expect(try screen.submit().shownBackground == .lightGray)
        #expect(try screen.submit().shownTitleColor == .darkGray)
        #expect(try screen.activity().isSpinning == false)
        #expect(screen.backend.requests.isEmpty)
        // The five widgets sit in one form view, whatever an architecture wraps it in.
        let form = try screen.form().allViews
        let widgets: [View] = try [screen.username(), screen.password(), screen.instruction(), screen.submit(), screen.activity()]
        #expect(widgets.allSatisfy { widget in form.contains { $0 === widget } }, "\(screen.rendering)")
    }

    /// One row of the validation table: what is typed, and the message it must give (nil: valid).
    struct Row: CustomTestStringConvertible, Sendable {
        let text: String
        let problem: String?
        let label: String
        var testDescription: String { label }

        init(_ label: String, _ text: String, _ problem: String?) {
            self.label = label
            self.text = text
            self.problem = problem
        }
    }

    nonisolated static func rows(for field: String) -> [Row] {
        let tooShort = "\(field) must be at least 6 characters"
        let tooLong = "\(field) must be at most 24 characters"
        let eAcute = "e\u{301}"   // e + combining acute accent: one Character, two scalars
        let family = "👨‍👩‍👧‍👦"       // one Character, seven scalars
        return [
            Row("empty", "", "\(field) is required"),
            Row("1 character", "a", tooShort),
            Row("5 characters", "abcde", tooShort),
            Row("6 characters", "abcdef", nil),
            Row("24 characters", String(repeating: "x", count: 24), nil),
            Row("25 characters", String(repeating: "x", count: 25), tooLong),
            Row("5 combining é", String(repeating: eAcute, count: 5), tooShort),
            Row("6 combining é", String(repeating: eAcute, count: 6), nil),
            Row("24 combining é", String(repeating: eAcute, count: 24), nil),
            Row("25 combining é", String(repeating: eAcute, count: 25), tooLong),
            Row("5 family emoji", String(repeating: family, count: 5), tooShort),
            Row("6 family emoji", String(repeating: family, count: 6), nil),
            Row("25 family emoji", String(repeating: family, count: 25), tooLong),
            Row("6 spaces, not trimmed", "      ", nil),
            Row("4 letters in spaces, not trimmed", " abcd ", nil),
            Row("5 with a trailing space", "abcd ", tooShort),
            Row("a line break counts", "abc\ndef", nil),
            Row("10,000 characters", String(repeating: "y", count: 10_000), tooLong),
        ]
    }

    // Rule `login.validation` (+ `login.touched`) (docs/SPEC.md §6.1)
    @Test("Username rules, with the password untouched", arguments: Architecture.allCases, rows(for: "Username"))
    func usernameRules(architecture: Architecture, row: Row) throws {
        let screen = LoginScreen(architecture)
        try screen.type(username: row.text)
        #expect(try screen.username().shownText == row.text, "text is used exactly as typed")
        #expect(try screen.instruction().shownText == (row.problem ?? ""), "\(screen.rendering)")
        #expect(try screen.username().shownBackground == (row.problem == nil ? .white : .lightRed))
        #expect(try screen.password().shownBackground == .white)
        #expect(try screen.submit().isInteractive == false)
    }

    // Rule `login.validation` (+ `login.submitEnabled`) (docs/SPEC.md §6.1)
    @Test("Password rules, with a valid username", arguments: Architecture.allCases, rows(for: "Password"))
    func passwordRules(architecture: Architecture, row: Row) throws {
        let screen = LoginScreen(architecture)
        try screen.type(username: "student01")
        try screen.type(password: row.text)
        #expect(try screen.instruction().shownText == (row.problem ?? ""), "\(screen.rendering)")
        #expect(try screen.password().shownBackground == (row.problem == nil ? .white : .lightRed))
        #expect(try screen.username().shownBackground == .white)
        #expect(try screen.submit().isInteractive == (row.problem == nil))
    }

    // Rule `login.instruction` (docs/SPEC.md §6.1)
    @Test("The username's message comes before the password's", arguments: Architecture.allCases)
    func usernameMessageFirst(architecture: Architecture) throws {
        let screen = LoginScreen(architecture)
        try screen.type(password: "abc")
        #expect(try screen.instruction().shownText == "Password must be at least 6 characters")
        try screen.type(username: "ab")
        #expect(try screen.instruction().shownText == "Username must be at least 6 characters")
        #expect(try screen.username().shownBackground == .lightRed)
        #expect(try screen.password().shownBackground == .lightRed)
        try screen.type(username: "abcdef")
        #expect(try screen.instruction().shownText == "Password must be at least 6 characters")
        #expect(try screen.username().shownBackground == .white)
    }

    // Rule `login.touched` (+ `login.fieldColour`) (docs/SPEC.md §6.1)
    @Test("An untouched field shows no message and no colour, though it is invalid", arguments: Architecture.allCases)
    func untouchedFieldIsQuiet(architecture: Architecture) throws {
        let screen = LoginScreen(architecture)
        try screen.type(password: "secret123")
        #expect(try screen.instruction().shownText == "")
        #expect(try screen.username().shownBackground == .white)
        #expect(try screen.submit().isInteractive == false, "an untouched empty username is still invalid")
    }

    // Rule `login.anyTypingTouches` (docs/SPEC.md §6.1)
    @Test("Typing and then deleting everything touches the field", arguments: Architecture.allCases)
    func deletingTouches(architecture: Architecture) throws {
        let screen = LoginScreen(architecture)
        try screen.type(username: "student01")
        try screen.type(username: "")
        #expect(try screen.instruction().shownText == "Username is required")
        #expect(try screen.username().shownBackground == .lightRed)
    }

    // Rule `login.submitEnabled` (docs/SPEC.md §6.1)
    @Test("Submit follows validity both ways, with the enabled and disabled colours", arguments: Architecture.allCases)
    func submitFollowsValidity(architecture: Architecture) throws {
        let screen = LoginScreen(architecture)
        try screen.type(username: "student01")
        try screen.type(password: "secret123")
        #expect(try screen.submit().isInteractive)
        #expect(try screen.submit().shownBackground == .theme)
        #expect(try screen.submit().shownTitleColor == .white)
        #expect(try screen.instruction().shownText == "")
        try screen.type(password: "secret1234567890123456789")
        #expect(try screen.submit().isInteractive == false)
        #expect(try screen.submit().shownBackground == .lightGray)
        #expect(try screen.submit().shownTitleColor == .darkGray)
        try screen.type(password: "secret123")
        #expect(try screen.submit().isInteractive)
    }

    // Rule `login.reach` (docs/SPEC.md §6.1)
    @Test("Tapping a disabled submit sends nothing", arguments: Architecture.allCases)
    func disabledSubmitSendsNothing(architecture: Architecture) throws {
        let screen = LoginScreen(architecture)
        try screen.type(username: "student01")
        try screen.tapSubmit()
        #expect(screen.backend.requests.isEmpty)
        #expect(try screen.activity().isSpinning == false)
    }
}
