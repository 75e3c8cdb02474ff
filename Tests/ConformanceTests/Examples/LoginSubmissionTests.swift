import Architectures
import SharedModel
import Testing
import ViewKit

/// SPEC §2, tapping submit: the in-flight state, the one request, every outcome, a second tap, and
/// leaving the screen while the request is in flight.
@MainActor
@Suite("Login submission")
struct LoginSubmissionTests {
    // Rule `login.submit` (+ `login.reach`) (docs/SPEC.md §6.1)
    @Test("At once: fields and submit disabled, activity animating, Signing in…, one request with the credentials",
          arguments: Architecture.allCases)
    func inFlightState(architecture: Architecture) throws {
        let screen = LoginScreen(architecture)
        try screen.logInWithGoodAccount()
        #expect(try screen.username().isInteractive == false)
        #expect(try screen.password().isInteractive == false)
        #expect(try screen.submit().isInteractive == false)
        #expect(try screen.submit().shownBackground == .lightGray)
        #expect(try screen.activity().isSpinning)
        #expect(try screen.instruction().shownText == "Signing in\u{2026}")
        let requests = screen.backend.requests
        try #require(requests.count == 1)
        #expect(requests[0].request.method == .post)
        #expect(requests[0].request.path == "/auth/login")
        #expect(requests[0].bodyFields == ["username": "student01", "password": "secret123"])
        #expect(requests[0].state == .inFlight)
        // Disabled fields ignore the user.
        try screen.type(username: "someone-else")
        try screen.type(password: "x")
        #expect(try screen.username().shownText == "student01")
        #expect(try screen.password().shownText == "secret123")
        #expect(try screen.instruction().shownText == "Signing in\u{2026}")
    }

    // Rule `login.submit` (docs/SPEC.md §6.1)
    @Test("Text is sent exactly as typed", arguments: Architecture.allCases)
    func sendsTextAsTyped(architecture: Architecture) throws {
        let screen = LoginScreen(architecture)
        try screen.type(username: " e\u{301}le\u{300}ve 👨‍👩‍👧‍👦 ")
        try screen.type(password: "pa\"ss\\wörd")
        try screen.tapSubmit()
        #expect(screen.backend.requests.first?.bodyFields == [
            "username": " e\u{301}le\u{300}ve 👨‍👩‍👧‍👦 ", "password": "pa\"ss\\wörd",
        ])
    }

    // Rule `login.reach` (docs/SPEC.md §6.1)
    @Test("A second tap while in flight sends nothing", arguments: Architecture.allCases)
    func secondTap(architecture: Architecture) throws {
        let screen = LoginScreen(architecture)
        try screen.logInWithGoodAccount()
        try screen.tapSubmit()
        try screen.type(password: "another1")
        try screen.tapSubmit()
        #expect(screen.backend.requests(to: .login).count == 1)
        screen.settle()
        #expect(screen.backend.requests(to: .login).count == 1)
    }

    // Rule `login.success` (docs/SPEC.md §6.1)
    @Test("Success: session kept, screen reset, the same architecture's subject list pushed",
          arguments: Architecture.allCases)
    func success(architecture: Architecture) throws {
        let screen = LoginScreen(architecture)
        try screen.logInWithGoodAccount()
        screen.scheduler.advance(by: screen.backend.latency)
        #expect(try screen.activity().isSpinning == false)
        #expect(try screen.username().isInteractive && screen.password().isInteractive)
        #expect(try screen.instruction().shownText == "")
        let session = try #require(screen.environment.sessionStore.session)
        #expect(session.username == "student01")
        #expect(!session.token.isEmpty)
        #expect(screen.navigation.titles == ["Log In", "Practice"], "\(screen.rendering)")
        let pushed = try #require(screen.navigation.topViewController)
        let module = String(reflecting: type(of: pushed)).split(separator: ".").first.map(String.init)
        #expect(module == architecture.sourceDirectory.split(separator: "/").last.map(String.init))
        // The pushed screen appeared, so it asked for its data with the kept session.
        #expect(screen.backend.requests(to: .subjects).count == 1)
        #expect(screen.backend.requests(to: .userSubjects).first?.request.headers["Authorization"]
                == "Bearer \(session.token)")
    }

    // Rule `login.wrongCredentials` (docs/SPEC.md §6.1)
    @Test("Wrong credentials: message, password cleared and untouched, submit disabled", arguments: Architecture.allCases)
    func wrongCredentials(architecture: Architecture) throws {
        let screen = LoginScreen(architecture)
        try screen.type(username: "student01")
        try screen.type(password: "wrong-password")
        try screen.tapSubmit()
        screen.settle()
        #expect(try screen.instruction().shownText == "Incorrect username or password")
        #expect(try screen.password().shownText == "")
        #expect(try screen.password().shownBackground == .white)
        #expect(try screen.username().shownText == "student01")
        #expect(try screen.username().isInteractive && screen.password().isInteractive)
        #expect(try screen.submit().isInteractive == false)
        #expect(try screen.activity().isSpinning == false)
        #expect(screen.environment.sessionStore.session == nil)
        #expect(screen.navigation.titles == ["Log In"])
    }

    // Rule `login.anyTypingTouches` (+ `login.themeless`) (docs/SPEC.md §6.1)
    @Test("The answer's message stays until the user next types", arguments: Architecture.allCases)
    func messageStaysUntilTyping(architecture: Architecture) throws {
        let screen = LoginScreen(architecture)
        try screen.type(username: "student01")
        try screen.type(password: "wrong-password")
        try screen.tapSubmit()
        screen.settle()
        screen.environment.themeStore.apply(.night)
        screen.scheduler.advance(by: .seconds(60))
        #expect(try screen.instruction().shownText == "Incorrect username or password")
        try screen.type(password: "abc")
        #expect(try screen.instruction().shownText == "Password must be at least 6 characters")
        #expect(try screen.password().shownBackground == .lightRed)
    }

    // Rule `login.anyTypingTouches` (docs/SPEC.md §6.1)
    @Test("Typing in the username also clears the answer's message", arguments: Architecture.allCases)
    func usernameTypingClearsMessage(architecture: Architecture) throws {
        let screen = LoginScreen(architecture)
        try screen.type(username: "student01")
        try screen.type(password: "wrong-password")
        try screen.tapSubmit()
        screen.settle()
        try screen.type(username: "student02")
        #expect(try screen.instruction().shownText == "")
    }

    /// A failure other than wrong credentials, and the message it must give.
    struct Failure: CustomTestStringConvertible, Sendable {
        let fault: Fault
        let message: String
        let label: String
        var testDescription: String { label }
    }

    nonisolated static let connection = "Can't reach the server. Check your connection and try again."
    nonisolated static let generic = "Something went wrong. Please try again."
    nonisolated static let failures: [Failure] = [
        Failure(fault: .noConnection, message: connection, label: "no connection"),
        Failure(fault: .timeout, message: connection, label: "time-out"),
        Failure(fault: .status(500), message: generic, label: "500"),
        Failure(fault: .status(503), message: generic, label: "503"),
        Failure(fault: .status(400), message: generic, label: "400"),
        Failure(fault: .malformedJSON, message: generic, label: "malformed body"),
        Failure(fault: .unexpectedJSON, message: generic, label: "unexpected body"),
        Failure(fault: .body(.init(#"{"token": 42, "username": "student01"}"#.utf8)), message: generic,
                label: "token of the wrong type"),
    ]

    // Rule `login.otherFailure` (+ `login.outcome`) (docs/SPEC.md §6.1)
    @Test("Other failures: message, text kept, fields and submit enabled again", arguments: Architecture.allCases, failures)
    func otherFailures(architecture: Architecture, failure: Failure) throws {
        let screen = LoginScreen(architecture)
        screen.backend.inject(failure.fault, on: .login)
        try screen.logInWithGoodAccount()
        screen.settle()
        #expect(try screen.instruction().shownText == failure.message, "\(screen.rendering)")
        #expect(try screen.username().shownText == "student01")
        #expect(try screen.password().shownText == "secret123")
        #expect(try screen.username().isInteractive && screen.password().isInteractive)
        #expect(try screen.submit().isInteractive)
        #expect(try screen.submit().shownBackground == .theme)
        #expect(try screen.activity().isSpinning == false)
        #expect(screen.environment.sessionStore.session == nil)
        #expect(screen.navigation.titles == ["Log In"])
    }

    // Rule `login.outcome` (timing: example test only) (docs/SPEC.md §6.1)
    @Test("A time-out lands only after the time-out interval", arguments: Architecture.allCases)
    func timeoutWaits(architecture: Architecture) throws {
        let screen = LoginScreen(architecture)
        screen.backend.inject(.timeout, on: .login)
        try screen.logInWithGoodAccount()
        screen.scheduler.advance(by: screen.backend.timeoutInterval - .milliseconds(1))
        #expect(try screen.instruction().shownText == "Signing in\u{2026}")
        #expect(try screen.activity().isSpinning)
        screen.scheduler.advance(by: .milliseconds(1))
        #expect(try screen.instruction().shownText == Self.connection)
    }

    // Rule `login.success` (docs/SPEC.md §6.1)
    @Test("After a failure the user can try again and succeed", arguments: Architecture.allCases)
    func retryAfterFailure(architecture: Architecture) throws {
        let screen = LoginScreen(architecture)
        screen.backend.inject(.noConnection, on: .login, once: true)
        try screen.logInWithGoodAccount()
        screen.settle()
        try screen.tapSubmit()
        #expect(try screen.instruction().shownText == "Signing in\u{2026}")
        screen.scheduler.advance(by: screen.backend.latency)
        #expect(screen.navigation.titles == ["Log In", "Practice"])
        #expect(screen.backend.requests(to: .login).count == 2)
    }
}
