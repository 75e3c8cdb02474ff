import Testing
import ViewKit

/// The navigation stack: push and pop in UIKit's appearance order, titles, and release of popped screens.
@MainActor
struct NavigationControllerTests {
    let log = EventLog()

    /// A navigation controller with root `a`, shown in a window, with the log cleared after.
    private func shownStack() -> (NavigationController, RecordingViewController, Window) {
        let root = RecordingViewController("a", log: log, title: "A")
        let navigation = NavigationController(rootViewController: root)
        let window = Window(rootViewController: navigation)
        window.makeKeyAndVisible()
        log.clear()
        return (navigation, root, window)
    }

    @Test("Showing the window loads the root and makes it appear once")
    func windowShowsRoot() {
        let root = RecordingViewController("a", log: log, title: "A")
        let navigation = NavigationController(rootViewController: root)
        let window = Window(rootViewController: navigation)
        #expect(log.entries.isEmpty)
        window.makeKeyAndVisible()
        #expect(log.entries == ["a.loadView", "a.viewDidLoad", "a.viewWillAppear", "a.viewDidAppear"])
        #expect(root.isAppeared)
        #expect(navigation.isAppeared)
        window.makeKeyAndVisible()
        #expect(log.entries.count == 4)
        #expect(window.rootViewController === navigation)
    }

    @Test("A window makes a plain root controller appear once")
    func windowPlainRoot() {
        let root = RecordingViewController("a", log: log)
        let window = Window(rootViewController: root)
        window.makeKeyAndVisible()
        window.makeKeyAndVisible()
        #expect(log.entries == ["a.loadView", "a.viewDidLoad", "a.viewWillAppear", "a.viewDidAppear"])
        #expect(root.isAppeared)
    }

    @Test("Push sends the appearance calls in UIKit's order")
    func pushOrder() {
        let (navigation, root, window) = shownStack()
        let next = RecordingViewController("b", log: log, title: "B")
        navigation.pushViewController(next)
        #expect(log.entries == [
            "b.loadView", "b.viewDidLoad",
            "a.viewWillDisappear", "b.viewWillAppear", "a.viewDidDisappear", "b.viewDidAppear",
        ])
        #expect(!root.isAppeared)
        #expect(next.isAppeared)
        withExtendedLifetime(window) {}
    }

    @Test("A screen pushed while the stack appears finishes appearing with it; the root disappears")
    func pushWhileAppearing() {
        let root = RecordingViewController("a", log: log, title: "A")
        let next = RecordingViewController("b", log: log, title: "B")
        let navigation = NavigationController(rootViewController: root)
        root.onWillAppear = { [unowned navigation] in navigation.pushViewController(next) }
        let window = Window(rootViewController: navigation)
        window.makeKeyAndVisible()
        #expect(log.entries == [
            "a.loadView", "a.viewDidLoad", "a.viewWillAppear",
            "b.loadView", "b.viewDidLoad",
            "a.viewWillDisappear", "b.viewWillAppear", "a.viewDidDisappear", "b.viewDidAppear",
        ])
        #expect(navigation.titles == ["A", "B"])
        #expect(!root.isAppeared)
        #expect(next.isAppeared)
        withExtendedLifetime(window) {}
    }

    @Test("Pop sends the appearance calls in UIKit's order and returns the popped screen")
    func popOrder() {
        let (navigation, root, window) = shownStack()
        let next = RecordingViewController("b", log: log, title: "B")
        navigation.pushViewController(next)
        log.clear()
        let popped = navigation.popViewController()
        #expect(popped === next)
        #expect(log.entries == ["b.viewWillDisappear", "a.viewWillAppear", "b.viewDidDisappear", "a.viewDidAppear"])
        #expect(root.isAppeared)
        #expect(!next.isAppeared)
        withExtendedLifetime(window) {}
    }

    @Test("The back action pops like popViewController")
    func simulateBack() {
        let (navigation, _, window) = shownStack()
        navigation.pushViewController(RecordingViewController("b", log: log, title: "B"))
        log.clear()
        navigation.simulateBack()
        #expect(navigation.titles == ["A"])
        #expect(log.entries == ["b.viewWillDisappear", "a.viewWillAppear", "b.viewDidDisappear", "a.viewDidAppear"])
        withExtendedLifetime(window) {}
    }

    @Test("The root cannot be popped")
    func rootCannotBePopped() {
        let (navigation, root, window) = shownStack()
        #expect(navigation.popViewController() == nil)
        navigation.simulateBack()
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController === root)
        #expect(root.isAppeared)
        #expect(log.entries.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test("Titles read bottom first; a screen without a title reads as empty")
    func titles() {
        let (navigation, _, window) = shownStack()
        navigation.pushViewController(RecordingViewController("b", log: log, title: "Practice"))
        navigation.pushViewController(RecordingViewController("c", log: log))
        #expect(navigation.titles == ["A", "Practice", ""])
        navigation.popViewController()
        #expect(navigation.titles == ["A", "Practice"])
        withExtendedLifetime(window) {}
    }

    @Test("The stack and the top screen follow pushes and pops")
    func stack() {
        let (navigation, root, window) = shownStack()
        let b = RecordingViewController("b", log: log)
        let c = RecordingViewController("c", log: log)
        navigation.pushViewController(b)
        navigation.pushViewController(c)
        #expect(navigation.viewControllers.map { ObjectIdentifier($0) } == [root, b, c].map { ObjectIdentifier($0) })
        #expect(navigation.topViewController === c)
        #expect(b.navigationController === navigation)
        #expect(c.navigationController === navigation)
        navigation.popViewController()
        #expect(navigation.topViewController === b)
        #expect(c.navigationController == nil)
        withExtendedLifetime(window) {}
    }

    @Test("The navigation view shows only the top screen's view")
    func showsTopView() {
        let (navigation, root, window) = shownStack()
        #expect(navigation.view.subviews.map { ObjectIdentifier($0) } == [ObjectIdentifier(root.view)])
        let next = RecordingViewController("b", log: log)
        navigation.pushViewController(next)
        #expect(navigation.view.subviews.map { ObjectIdentifier($0) } == [ObjectIdentifier(next.view)])
        #expect(navigation.view.find("a.root") == nil)
        #expect(navigation.view.find("b.root") === next.view)
        navigation.popViewController()
        #expect(navigation.view.subviews.map { ObjectIdentifier($0) } == [ObjectIdentifier(root.view)])
        withExtendedLifetime(window) {}
    }

    @Test("A popped screen is released, with its view")
    func poppedDeallocates() {
        let (navigation, _, window) = shownStack()
        weak var weakPopped: RecordingViewController?
        weak var weakView: View?
        do {
            let next = RecordingViewController("b", log: log)
            weakPopped = next
            navigation.pushViewController(next)
            weakView = next.view
        }
        #expect(weakPopped != nil)
        navigation.popViewController()
        #expect(weakPopped == nil)
        #expect(weakView == nil)
        withExtendedLifetime(window) {}
    }

    @Test("Pushing before the stack is shown sends no appearance calls; showing it makes only the top appear")
    func pushBeforeShown() {
        let root = RecordingViewController("a", log: log)
        let navigation = NavigationController(rootViewController: root)
        let next = RecordingViewController("b", log: log)
        navigation.pushViewController(next)
        #expect(!log.entries.contains { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") })
        log.clear()
        Window(rootViewController: navigation).makeKeyAndVisible()
        #expect(log.entries == ["b.viewWillAppear", "b.viewDidAppear"])
        #expect(!root.isViewLoaded)
        #expect(next.isAppeared)
        #expect(!root.isAppeared)
    }

    @Test("The root controller knows its navigation controller")
    func rootKnowsNavigation() {
        let root = ViewController()
        let navigation = NavigationController(rootViewController: root)
        #expect(root.navigationController === navigation)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("A whole stack is released when its window goes")
    func stackReleased() {
        weak var weakNavigation: NavigationController?
        weak var weakTop: RecordingViewController?
        do {
            let (navigation, _, window) = shownStack()
            let top = RecordingViewController("b", log: log)
            navigation.pushViewController(top)
            weakNavigation = navigation
            weakTop = top
            withExtendedLifetime(window) {}
        }
        #expect(weakNavigation == nil)
        #expect(weakTop == nil)
    }
}
