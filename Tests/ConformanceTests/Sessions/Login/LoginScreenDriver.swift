// Teaches: driving one architecture's login screen through ViewKit's user actions only, on a window
// and a navigation stack, the way the example tests do.
import Architectures
import SharedModel
import ViewKit

@MainActor
final class LoginScreenDriver: DrivenScreen {
    typealias Model = LoginModel

    private let server: SessionServer
    private let navigation: NavigationController
    private let window: Window

    init(architecture: Architecture, server: SessionServer) {
        self.server = server
        navigation = NavigationController(rootViewController: architecture.makeLoginScreen(environment: server.environment))
        window = Window(rootViewController: navigation)
        window.makeKeyAndVisible()
    }

    private var form: View? { navigation.viewControllers.first?.view }
    /// A user can touch the form only while no screen covers it.
    private var formIsOnTop: Bool { navigation.viewControllers.count == 1 }

    func perform(_ event: LoginEvent) {
        switch event {
        case .type(let field, let typed):
            let identifier = field == .username ? WidgetID.username : WidgetID.password
            guard formIsOnTop, let textField = form?.find(identifier, as: TextField.self) else { return }
            textField.simulateTyping(typed.resolved(current: textField.text))
        case .tapSubmit:
            guard formIsOnTop else { return }
            form?.find(WidgetID.submit, as: Button.self)?.simulateTap()
        case .loginAnswers:
            break
        case .back:
            navigation.simulateBack()
        case .toggleTheme:
            server.toggleTheme()
        case .serverAnswers(let route, let answer):
            server.stand(route, answer)
        }
    }

    func read() -> LoginSnapshot {
        ScreenReader.login(navigation: navigation, environment: server.environment)
    }

    var rendering: String {
        "Navigation: " + navigation.titles.map { "[\($0)]" }.joined(separator: " > ") + "\n"
            + (form?.renderTree() ?? "(no login screen)")
    }
}
