/// A stack of screens, the top one shown. Plays the part of `UINavigationController`.
///
/// Pushing and popping are immediate (the kit has no animation) and send the appearance calls in
/// UIKit's order. The stack holds its screens strongly; a popped screen is released unless
/// something else holds it.
@MainActor
public final class NavigationController: ViewController {
    public private(set) var viewControllers: [ViewController] = []

    public init(rootViewController: ViewController) {
        super.init()
        rootViewController.navigationController = self
        viewControllers = [rootViewController]
    }

    public var topViewController: ViewController? { viewControllers.last }

    /// The titles of the stack, bottom first: what a user reads in the back buttons and the bar.
    public var titles: [String] { viewControllers.map { $0.title ?? "" } }

    public func pushViewController(_ controller: ViewController) {
        let previous = topViewController
        controller.navigationController = self
        viewControllers.append(controller)
        transition(from: previous, to: controller)
        WidgetChangeProbe.report(self, "stack")
    }

    /// Pops the top screen; the root cannot be popped.
    @discardableResult
    public func popViewController() -> ViewController? {
        guard viewControllers.count > 1, let popped = viewControllers.popLast() else { return nil }
        transition(from: popped, to: topViewController)
        popped.navigationController = nil
        WidgetChangeProbe.report(self, "stack")
        return popped
    }

    private func transition(from old: ViewController?, to new: ViewController?) {
        showTop()
        guard isAppeared else { return }
        old?.beginDisappearance()
        new?.beginAppearance()
        old?.endDisappearance()
        new?.endAppearance()
    }

    private func showTop() {
        for child in view.subviews { child.removeFromSuperview() }
        if let top = topViewController { view.addSubview(top.view) }
    }

    override public func viewWillAppear() {
        showTop()
        topViewController?.beginAppearance()
    }

    override public func viewDidAppear() { topViewController?.endAppearance() }
    override public func viewWillDisappear() { topViewController?.beginDisappearance() }
    override public func viewDidDisappear() { topViewController?.endDisappearance() }

    /// The stack's titles on one line, then the top screen's view tree.
    public func renderScreen() -> String {
        "Navigation: " + titles.map { "[\($0)]" }.joined(separator: " > ") + "\n"
            + (topViewController?.view.renderTree() ?? "")
    }
}
