// Teaches: driving one architecture's Practice screen, signed in, through ViewKit's user actions only;
// the first appearance (and so the first load) happens when the driver pushes it on the window.
import Architectures
import SharedModel
import ViewKit

@MainActor
final class PracticeScreenDriver: DrivenScreen {
    typealias Model = PracticeModel

    private let server: SessionServer
    private let navigation: SessionNavigation

    init(architecture: Architecture, server: SessionServer) {
        self.server = server
        server.environment.signIn()
        navigation = SessionNavigation(architecture.makeSubjectListScreen(environment: server.environment))
    }

    private var screen: View? { navigation.stack.first?.view }
    /// A user can touch the list only while no pushed screen covers it.
    private var screenIsOnTop: Bool { navigation.screenIsOnTop }
    private var list: CollectionView? { screen?.find(WidgetID.list, as: CollectionView.self) }

    func perform(_ event: PracticeEvent) {
        switch event {
        case .catalogueAnswers, .settingsAnswers:
            break
        case .tapRetry:
            guard screenIsOnTop else { return }
            screen?.find(WidgetID.retry, as: Button.self)?.simulateTap()
        case .pullToRefresh:
            guard screenIsOnTop else { return }
            list?.simulatePullToRefresh()
        case .toggleTheme:
            server.toggleTheme()
        case .scroll(let target):
            guard screenIsOnTop, let list = list else { return }
            list.simulateScroll(toItem: target.resolved(count: list.numberOfItems))
        case .select(let target):
            guard screenIsOnTop, let list = list else { return }
            list.simulateSelectItem(at: target.resolved(count: list.numberOfItems))
        case .back:
            navigation.back()
        case .serverAnswers(let route, let answer):
            server.stand(route, answer)
        }
    }

    func read() -> PracticeSnapshot {
        ScreenReader.practice(stack: navigation.stack, environment: server.environment)
    }

    func leave() -> LeftObjects { navigation.leave() }

    var rendering: String {
        navigation.stackLine + "\n"
            + (screen?.renderTree() ?? "(no Practice screen)")
    }
}
