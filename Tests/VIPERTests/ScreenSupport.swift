// Puts a screen on a visible navigation stack, as the app would, and finds its widgets.
import ViewKit

@MainActor
final class Stage {
    let navigation = NavigationController(rootViewController: ViewController())
    private let window: Window

    init() {
        window = Window(rootViewController: navigation)
        window.makeKeyAndVisible()
    }

    func show(_ screen: ViewController) {
        navigation.pushViewController(screen)
    }

    var top: ViewController? { navigation.topViewController }

    func widget<V: View>(_ identifier: String, as type: V.Type = V.self) -> V? {
        top?.view.find(identifier, as: type)
    }
}
