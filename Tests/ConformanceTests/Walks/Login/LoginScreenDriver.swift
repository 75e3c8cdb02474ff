// Teaches: driving one architecture's login screen through ViewKit's user actions only, pushed on a
// window's navigation stack, the way the example tests do.
import Architectures
import SharedModel
import ViewKit

@MainActor
final class LoginScreenDriver: DrivenScreen {
    typealias Model = LoginModel

    private let server: WalkServer
    private let navigation: WalkNavigation

    init(architecture: Architecture, server: WalkServer) {
        self.server = server
        navigation = WalkNavigation(architecture.makeLoginScreen(environment: server.environment))
    }

    private var form: View? { navigation.stack.first?.view }
    /// A user can touch the form only while no screen covers it.
    private var formIsOnTop: Bool { navigation.screenIsOnTop }

    func perform(_ event: LoginEvent) {
        switch event {
        case .type(let field, let typed):
            guard formIsOnTop, let textField = findField(field) else { return }
            textField.simulateTyping(typed.resolved(current: textField.text))
        case .tapSubmit:
            guard formIsOnTop else { return }
            form?.find(WidgetID.submit, as: Button.self)?.simulateTap()
        case .pressReturn(let field):
            guard formIsOnTop else { return }
            findField(field)?.simulateReturn()
        case .loginAnswers:
            break
        case .back:
            navigation.back()
        case .toggleTheme:
            server.toggleTheme()
        case .serverAnswers(let route, let answer):
            server.stand(route, answer)
        }
    }

    /// The text field of `credential`, found by its identifier.
    private func findField(_ credential: CredentialField) -> TextField? {
        form?.find(credential == .username ? WidgetID.username : WidgetID.password, as: TextField.self)
    }

    func read() -> LoginSnapshot {
        ScreenReader.login(stack: navigation.stack, environment: server.environment)
    }

    func leave() -> LeftObjects { navigation.leave() }

    var rendering: String {
        navigation.stackLine + "\n"
            + (form?.renderTree() ?? "(no login screen)")
    }
}
