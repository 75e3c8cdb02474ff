import Architectures
import SharedModel
import ViewKit

/// Typing into `login.username`, alternating between a valid and an invalid username, so that each
/// keystroke really changes the instruction, the field's colour and the submit button. One
/// iteration is the pair (invalid, then valid): two events, ending where it began.
@MainActor
final class KeystrokeWork: MeasuredWork {
    static let validUsername = "student01"
    static let invalidUsername = "stud"
    static let password = "secret123"

    private let environment: AppEnvironment
    private let login: LoginScreenDriver
    private let field: TextField
    /// What the user typed last; the check compares the screen with the spec for it.
    private var lastTyped = ""

    init(architecture: Architecture) throws(CheckFailure) {
        environment = AppEnvironment(scheduler: ImmediateScheduler())
        login = try LoginScreenDriver(host: ScreenHost(root: architecture.makeLoginScreen(environment: environment)))
        field = login.username
        login.password.simulateTyping(Self.password)
        // Both states the loop alternates between, each checked once before anything is timed.
        for text in [Self.invalidUsername, Self.validUsername] {
            field.simulateTyping(text)
            lastTyped = text
            try check()
        }
    }

    func run(iterations: Int) {
        for _ in 0..<iterations {
            field.simulateTyping(Self.invalidUsername)
            field.simulateTyping(Self.validUsername)
        }
        lastTyped = Self.validUsername
    }

    func check() throws(CheckFailure) {
        try login.check(LoginFormExpectation(username: lastTyped, password: Self.password))
        try login.host.expect(environment.backend.requests.count, 0, "requests sent while typing")
    }
}
