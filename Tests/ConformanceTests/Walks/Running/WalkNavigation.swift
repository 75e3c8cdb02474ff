// Teaches: where a walk puts the screen under test: pushed over a plain home screen on a window, as
// an app shows a screen it can leave; or, for a walk that starts the app from a link (§7.4), at the root
// of the app's own stack on a window, with nothing beneath it. The walk reads and drives only the screen
// under test and those above it; going back from the screen under test is not an event of its own, but
// how every walk ends (§2.5, §3.6): the user leaves, and the screen with all it still waits for must go
// at once. A root cannot be popped: the user goes back to it, and the app lets its whole stack go.
import ViewKit

@MainActor
final class WalkNavigation {
    /// The stack and its window; nil once a walk that started the app has let them go.
    private var navigation: NavigationController?
    private var window: Window?
    /// The screen under test is the root of the app's stack: no home screen beneath it.
    private let screenIsRoot: Bool

    /// Pushes `screen` over a home screen on a visible window: its first appearance.
    init(_ screen: ViewController) {
        let home = ViewController()
        home.title = "Home"
        let navigation = NavigationController(rootViewController: home)
        let window = Window(rootViewController: navigation)
        window.makeKeyAndVisible()
        navigation.pushViewController(screen)
        self.navigation = navigation
        self.window = window
        screenIsRoot = false
    }

    /// Shows the app's own stack, as the app starts (§7.4), on a visible window: the screen under test is
    /// its root, and appears with it.
    init(app navigation: NavigationController) {
        let window = Window(rootViewController: navigation)
        window.makeKeyAndVisible()
        self.navigation = navigation
        self.window = window
        screenIsRoot = true
    }

    /// The screen under test and the screens pushed over it, bottom first.
    var stack: [ViewController] {
        guard let navigation else { return [] }
        return Array(navigation.viewControllers.dropFirst(screenIsRoot ? 0 : 1))
    }

    /// A user can touch the screen under test only while nothing covers it.
    var screenIsOnTop: Bool { stack.count == 1 }

    /// The screen pushed over the screen under test, when there is one: it is the one on top, the only
    /// one a user can touch (a subject detail screen, say, over the subject list).
    var pushedOnTop: ViewController? { stack.count > 1 ? stack.last : nil }

    /// What the navigation controller shows: the top screen's view and the button that screen puts in
    /// the bar (§7.3), where a user finds it by its identifier. A covered screen's button is not in it.
    var navigationView: View? { navigation?.view }

    /// Back, from a screen pushed over the screen under test.
    func back() {
        guard stack.count > 1 else { return }
        navigation?.simulateBack()
    }

    /// Goes back, as a user would, until only home is left; or, when the screen under test is the root,
    /// until it is on top, and then the app lets its stack and window go (§3.6, §7.1: releasing the whole
    /// stack). Returns a weak reference to every view controller and view of the screens left, their bar
    /// buttons included, taken before the first pop.
    func leave() -> LeftObjects {
        let popped = stack
        let left = LeftObjects(controllers: popped.map { Weak($0) },
                               views: popped.flatMap { screen in
                                   screen.view.allViews + [screen.navigationItem.rightBarButtonItem].compactMap { $0 }
                               }.map { Weak($0) })
        if let navigation {
            while navigation.viewControllers.count > 1 { navigation.simulateBack() }
        }
        if screenIsRoot {
            navigation = nil
            window = nil
        }
        return left
    }

    /// Every title on the stack, home included when it is there, bottom first.
    var titles: [String] { navigation?.titles ?? [] }

    /// The stack on one line, for failure reports: `Navigation: [Home] > [Log In]`.
    var stackLine: String { "Navigation: " + titles.map { "[\($0)]" }.joined(separator: " > ") }
}

/// What a walk left: the objects of every screen it popped or let go, which must all be released.
struct LeftObjects {
    var controllers: [Weak<ViewController>]
    var views: [Weak<View>]

    /// The type names of the objects still alive, for a failure report.
    @MainActor
    var alive: [String] {
        controllers.compactMap { $0.object.map { String(describing: type(of: $0)) } }
            + views.compactMap { weak in weak.object.map { $0.accessibilityIdentifier ?? String(describing: type(of: $0)) } }
    }
}
