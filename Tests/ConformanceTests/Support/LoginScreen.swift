import Architectures
import SharedModel
import Testing
import ViewKit

/// One architecture's login screen on a window, over a fake backend whose answers land only when the
/// test runs the manual scheduler, or at once. Exposes only what a user can see and do.
@MainActor
final class LoginScreen {
    let architecture: Architecture
    let scheduler: ManualScheduler
    let environment: AppEnvironment
    let navigation: NavigationController
    private let window: Window

    init(_ architecture: Architecture, timing: AnswerTiming = .later) {
        self.architecture = architecture
        let manual = ManualScheduler()
        scheduler = manual
        environment = AppEnvironment(scheduler: timing.scheduler(manual: manual))
        navigation = NavigationController(rootViewController: architecture.makeLoginScreen(environment: environment))
        window = Window(rootViewController: navigation)
        window.makeKeyAndVisible()
    }

    var backend: FakeBackend { environment.backend }
    /// What the screen shows now, for failure messages.
    var rendering: String { navigation.renderScreen() }
    private var root: View { navigation.viewControllers[0].view }

    func form() throws -> View { try root.widget("login.form") }
    func username() throws -> TextField { try root.widget("login.username") }
    func password() throws -> TextField { try root.widget("login.password") }
    func instruction() throws -> Label { try root.widget("login.instruction") }
    func submit() throws -> Button { try root.widget("login.submit") }
    func activity() throws -> ActivityIndicatorView { try root.widget("login.activity") }

    func type(username text: String) throws { try username().simulateTyping(text) }
    func type(password text: String) throws { try password().simulateTyping(text) }
    func tapSubmit() throws { try submit().simulateTap() }

    /// Types the good account's credentials and taps submit.
    func logInWithGoodAccount() throws {
        try type(username: SampleData.goodCredentials.username)
        try type(password: SampleData.goodCredentials.password)
        try tapSubmit()
    }

    /// Lets every answer in flight land.
    func settle() { scheduler.runUntilIdle() }
}
