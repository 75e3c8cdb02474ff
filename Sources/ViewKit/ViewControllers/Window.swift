/// The top of the screen hierarchy. Plays the part of `UIWindow`: making it visible is what sends
/// the root screen its first appearance calls.
@MainActor
public final class Window {
    public let rootViewController: ViewController

    public init(rootViewController: ViewController) {
        self.rootViewController = rootViewController
    }

    public func makeKeyAndVisible() {
        guard !rootViewController.isAppeared else { return }
        rootViewController.beginAppearance()
        rootViewController.endAppearance()
    }
}
