import ViewKit

/// A screen on a window, at the root of a navigation stack, as an app shows it; plus the checks
/// that compare what it shows with what the specification says. Finding widgets goes through
/// accessibility identifiers only, as a user (or the conformance suite) would.
@MainActor
final class ScreenHost {
    let navigation: NavigationController
    private let window: Window

    /// Shows `root`: making the window visible sends its first appearance.
    init(root: ViewController) {
        navigation = NavigationController(rootViewController: root)
        window = Window(rootViewController: navigation)
        window.makeKeyAndVisible()
    }

    /// What the user sees now, for failure messages.
    var rendering: String {
        navigation.renderScreen()
    }

    /// The root screen's view (the root can never be popped).
    func rootView() throws(CheckFailure) -> View {
        guard let root = navigation.viewControllers.first else {
            throw CheckFailure("the navigation stack is empty", rendering: rendering)
        }
        return root.view
    }

    /// The widget `identifier` in `view` (the root screen's by default), of type `V`.
    func widget<V: View>(_ identifier: String, in view: View? = nil, as type: V.Type = V.self) throws(CheckFailure) -> V {
        let container: View
        if let view {
            container = view
        } else {
            container = try rootView()
        }
        guard let widget = container.find(identifier) as? V else {
            throw CheckFailure("no \(V.self) '\(identifier)' on screen", rendering: container.renderTree())
        }
        return widget
    }

    /// Fails unless `actual == expected`, naming `what` and showing the screen.
    func expect<T: Equatable>(_ actual: T, _ expected: T, _ what: String) throws(CheckFailure) {
        guard actual == expected else {
            throw CheckFailure("\(what) is \(actual), the specification says \(expected)", rendering: rendering)
        }
    }
}
