// Teaches: driving one architecture's subject list, signed in, through ViewKit's user actions only;
// the first appearance (and so the first load) happens when the driver pushes it on the window, or, for
// a walk that opens the app from a link (§7.4), when the app's own stack, the list at its root, is put on
// the window. Its Refresh button is found in the navigation bar (§7.3), and the subject detail screen a
// selection or the link pushes (§7.1) is driven the same way, each only while its screen is the one on top.
import Architectures
import SharedModel
import ViewKit

@MainActor
final class SubjectListScreenDriver: DrivenScreen {
    typealias Model = SubjectListModel

    private let server: WalkServer
    private let navigation: WalkNavigation

    init(architecture: Architecture, server: WalkServer) {
        self.server = server
        server.environment.signIn()
        if let link = server.start.link {
            // §7.4: with a session kept, the app opened from the link starts on the subject list, the root of
            // its stack, with nothing beneath it.
            navigation = WalkNavigation(app: architecture.makeApp(environment: server.environment, link: link))
        } else {
            navigation = WalkNavigation(architecture.makeSubjectListScreen(environment: server.environment))
        }
    }

    private var screen: View? { navigation.stack.first?.view }
    /// A user can touch the list only while no pushed screen covers it.
    private var screenIsOnTop: Bool { navigation.screenIsOnTop }
    private var list: CollectionView? { screen?.find(WidgetID.list, as: CollectionView.self) }
    /// The subject detail screen, when it is the screen pushed on top: the only time a user can touch it.
    private var subjectScreen: View? { navigation.pushedOnTop?.view.find(WidgetID.subjectScreen) }
    /// Refresh, while the bar shows it: while the list is on top.
    private var refreshButton: BarButtonItem? {
        navigation.navigationView?.find(WidgetID.refreshButton, as: BarButtonItem.self)
    }

    func perform(_ event: SubjectListEvent) {
        switch event {
        case .catalogueAnswers, .settingsAnswers, .detailsAnswers, .switchOffAnswers:
            break
        case .tapRetry:
            guard screenIsOnTop else { return }
            screen?.find(WidgetID.retry, as: Button.self)?.simulateTap()
        case .pullToRefresh:
            guard screenIsOnTop else { return }
            list?.simulatePullToRefresh()
        case .tapRefresh:
            guard screenIsOnTop else { return }
            refreshButton?.simulateTap()
        case .toggleTheme:
            server.toggleTheme()
        case .scroll(let target):
            guard screenIsOnTop, let list = list else { return }
            list.simulateScroll(toItem: target.resolved(count: list.numberOfItems))
        case .select(let target):
            guard screenIsOnTop, let list = list else { return }
            list.simulateSelectItem(at: target.resolved(count: list.numberOfItems))
        case .tapSubjectRetry:
            subjectScreen?.find(WidgetID.subjectRetry, as: Button.self)?.simulateTap()
        case .tapSwitchOff:
            subjectScreen?.find(WidgetID.switchOff, as: Button.self)?.simulateTap()
        case .back:
            navigation.back()
        case .serverAnswers(let route, let answer):
            server.stand(route, answer)
        }
    }

    func read() -> SubjectListSnapshot {
        ScreenReader.subjectList(stack: navigation.stack, navigationView: navigation.navigationView,
                                 environment: server.environment)
    }

    func leave() -> LeftObjects { navigation.leave() }

    var rendering: String {
        let bar = refreshButton.map { $0.renderTree() + "\n" } ?? ""
        let pushed = navigation.pushedOnTop.map { "\n" + $0.view.renderTree() } ?? ""
        return navigation.stackLine + "\n" + bar + (screen?.renderTree() ?? "(no subject list)") + pushed
    }
}
