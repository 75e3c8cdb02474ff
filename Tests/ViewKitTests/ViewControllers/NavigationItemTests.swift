import Testing
import ViewKit

/// The navigation bar's button: a screen sets it in its navigation item, the bar shows the top
/// screen's, and a user can tap it only there and only while it is enabled.
@MainActor
struct NavigationItemTests {
    /// A screen that puts a Refresh button in its bar when it loads, and counts the taps.
    private final class ScreenWithButton: ViewController {
        let button = BarButtonItem(title: "Refresh", identifier: "refresh")
        private(set) var taps = 0

        override func viewDidLoad() {
            navigationItem.rightBarButtonItem = button
            button.addTarget(self, action: ScreenWithButton.tapped, for: .primaryActionTriggered)
        }

        private func tapped() { taps += 1 }
    }

    private func shown(_ screen: ViewController) -> (NavigationController, Window) {
        let navigation = NavigationController(rootViewController: screen)
        let window = Window(rootViewController: navigation)
        window.makeKeyAndVisible()
        return (navigation, window)
    }

    @Test("A button set while the screen loads shows in the bar, and a tap sends the primary action")
    func setWhileLoading() {
        let screen = ScreenWithButton()
        let (navigation, window) = shown(screen)
        #expect(navigation.view.find("refresh") === screen.button)
        #expect(navigation.renderScreen().contains(#"BarButtonItem refresh title="Refresh""#))
        screen.button.simulateTap()
        #expect(screen.taps == 1)
        _ = window
    }

    @Test("A disabled button ignores a tap and draws grey; an enabled one draws in the theme colour")
    func disabled() {
        let screen = ScreenWithButton()
        let (navigation, window) = shown(screen)
        screen.button.isEnabled = false
        screen.button.simulateTap()
        #expect(screen.taps == 0)
        #expect(ScreenDrawing.svg(of: navigation, label: "x").contains(##"fill="#9a9a9a">Refresh</text>"##))
        screen.button.isEnabled = true
        #expect(ScreenDrawing.svg(of: navigation, label: "x").contains(##"fill="#2f6fdb">Refresh</text>"##))
        _ = window
    }

    @Test("The bar shows the top screen's button alone: a pushed screen covers it, popping shows it again")
    func topScreenOnly() {
        let screen = ScreenWithButton()
        let (navigation, window) = shown(screen)
        navigation.pushViewController(ViewController())
        #expect(navigation.view.find("refresh") == nil)
        screen.button.simulateTap()
        #expect(screen.taps == 0)
        navigation.popViewController()
        screen.button.simulateTap()
        #expect(screen.taps == 1)
        _ = window
    }

    @Test("A button set after the screen shows appears at once; a screen not on top changes nothing in the bar")
    func setLater() {
        let root = ViewController()
        let (navigation, window) = shown(root)
        let button = BarButtonItem(title: "Edit", identifier: "edit")
        root.navigationItem.rightBarButtonItem = button
        #expect(navigation.view.find("edit") === button)
        let covered = ViewController()
        navigation.pushViewController(covered)
        root.navigationItem.rightBarButtonItem = nil
        #expect(navigation.view.find("edit") == nil)
        navigation.popViewController()
        #expect(navigation.view.find("edit") == nil)
        _ = window
    }
}
