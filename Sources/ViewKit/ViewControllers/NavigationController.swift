/// A stack of screens, the top one shown. Plays the part of `UINavigationController`.
///
/// Pushing and popping are immediate (the kit has no animation) and send the appearance calls in
/// UIKit's order. The stack holds its screens strongly; a popped screen is released unless
/// something else holds it.
@MainActor
public final class NavigationController: ViewController {
    /// The stack, bottom first.
    public var viewControllers: [ViewController] {
        UpdateCycle.flush()
        return stack
    }
    // The kit's own reads go to the storage: it never brings the screen up to date mid-change.
    private var stack: [ViewController] = []
    /// Between the stack's own `viewWillAppear` and `viewDidAppear`: a screen pushed or popped to then
    /// is the one that finishes appearing with the stack.
    private var isAppearing = false

    public init(rootViewController: ViewController) {
        super.init()
        rootViewController.navigationController = self
        stack = [rootViewController]
    }

    public var topViewController: ViewController? { viewControllers.last }
    private var top: ViewController? { stack.last }

    /// The titles of the stack, bottom first: what a user reads in the back buttons and the bar.
    public var titles: [String] { viewControllers.map { $0.title ?? "" } }

    public func pushViewController(_ controller: ViewController) {
        let previous = top
        controller.navigationController = self
        stack.append(controller)
        transition(from: previous, to: controller)
        WidgetChangeProbe.report(self, "stack")
    }

    /// Pops the top screen; the root cannot be popped.
    @discardableResult
    public func popViewController() -> ViewController? {
        guard stack.count > 1, let popped = stack.popLast() else { return nil }
        transition(from: popped, to: top)
        popped.navigationController = nil
        WidgetChangeProbe.report(self, "stack")
        return popped
    }

    private func transition(from old: ViewController?, to new: ViewController?) {
        showTop()
        guard isAppeared || isAppearing else { return }
        old?.beginDisappearance()
        new?.beginAppearance()
        old?.endDisappearance()
        if isAppeared { new?.endAppearance() }
    }

    /// Shows the top screen and its bar button. The screen's view is loaded first: loading may set
    /// the button, which shows the top again.
    private func showTop() {
        let topView = top?.view
        for child in view.subviews { child.removeFromSuperview() }
        if let topView { view.addSubview(topView) }
        if let button = top?.navigationItem.rightBarButtonItem { view.addSubview(button) }
    }

    /// `controller` set a new bar button: the bar shows it at once if the screen is on top.
    func navigationItemDidChange(of controller: ViewController) {
        guard controller === top else { return }
        showTop()
        WidgetChangeProbe.report(self, "navigationItem")
    }

    override public func viewWillAppear() {
        showTop()
        isAppearing = true
        top?.beginAppearance()
    }

    override public func viewDidAppear() {
        isAppearing = false
        top?.endAppearance()
    }
    override public func viewWillDisappear() { top?.beginDisappearance() }
    override public func viewDidDisappear() { top?.endDisappearance() }

    /// The stack's titles on one line, the top screen's bar button, then its view tree.
    public func renderScreen() -> String {
        let button = topViewController?.navigationItem.rightBarButtonItem.map { $0.renderTree() + "\n" } ?? ""
        return "Navigation: " + titles.map { "[\($0)]" }.joined(separator: " > ") + "\n"
            + button + (topViewController?.view.renderTree() ?? "")
    }
}
