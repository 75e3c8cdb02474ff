import Testing
import ViewKit

/// The tree of views: finding by identifier, moving views, visibility, and events travelling up.
@MainActor
struct ViewTreeTests {
    @Test("find returns the first match depth first, self included")
    func findDepthFirst() {
        let root = View(identifier: "root")
        let branch = View(identifier: "branch")
        let deep = View(identifier: "dup")
        let sibling = View(identifier: "dup")
        root.addSubview(branch)
        branch.addSubview(deep)
        root.addSubview(sibling)

        #expect(root.find("dup") === deep)
        #expect(root.find("root") === root)
        #expect(root.find("branch") === branch)
        #expect(root.find("missing") == nil)
        #expect(branch.find("dup") === deep)
        // A subtree does not see its parent's other children.
        #expect(View().find("dup") == nil)
    }

    @Test("find(_:as:) returns the view only if it has the type")
    func findAsType() {
        let root = View()
        let label = Label(identifier: "title")
        root.addSubview(label)
        #expect(root.find("title", as: Label.self) === label)
        #expect(root.find("title", as: Button.self) == nil)
        #expect(root.find("title", as: View.self) === label)
    }

    @Test("find sees hidden views too")
    func findHidden() {
        let root = View()
        let hidden = View(identifier: "hidden")
        hidden.isHidden = true
        root.addSubview(hidden)
        #expect(root.find("hidden") === hidden)
    }

    @Test("allViews lists the tree depth first in subview order")
    func allViews() {
        let root = View(identifier: "r")
        let a = View(identifier: "a")
        let a1 = View(identifier: "a1")
        let b = View(identifier: "b")
        root.addSubview(a)
        a.addSubview(a1)
        root.addSubview(b)
        #expect(root.allViews.map(\.accessibilityIdentifier) == ["r", "a", "a1", "b"])
    }

    @Test("addSubview moves a view from its old parent to the end of the new one")
    func addSubviewMoves() {
        let first = View()
        let second = View()
        let other = View()
        let child = View()
        first.addSubview(child)
        second.addSubview(other)
        second.addSubview(child)
        #expect(first.subviews.isEmpty)
        #expect(second.subviews.map { ObjectIdentifier($0) } == [ObjectIdentifier(other), ObjectIdentifier(child)])
        #expect(child.superview === second)
    }

    @Test("Adding a view to its own parent again moves it to the end, once")
    func addSubviewAgain() {
        let parent = View()
        let a = View(identifier: "a")
        let b = View(identifier: "b")
        parent.addSubview(a)
        parent.addSubview(b)
        parent.addSubview(a)
        #expect(parent.subviews.map(\.accessibilityIdentifier) == ["b", "a"])
    }

    @Test("removeFromSuperview detaches the view; doing it twice is harmless")
    func removeFromSuperview() {
        let parent = View()
        let child = View()
        parent.addSubview(child)
        child.removeFromSuperview()
        child.removeFromSuperview()
        #expect(parent.subviews.isEmpty)
        #expect(child.superview == nil)
        #expect(parent.find("x") == nil)
    }

    @Test("A tree is held from its root: subviews strongly, the superview weakly")
    func ownership() {
        let child = View()
        weak var weakParent: View?
        do {
            let parent = View()
            weakParent = parent
            parent.addSubview(child)
            #expect(child.superview === parent)
        }
        #expect(weakParent == nil)
        #expect(child.superview == nil)

        weak var weakChild: View?
        let parent = View()
        do {
            let held = View()
            weakChild = held
            parent.addSubview(held)
        }
        #expect(weakChild != nil)
        weakChild?.removeFromSuperview()
        #expect(weakChild == nil)
    }

    @Test("isVisibleInTree is false when the view or any ancestor is hidden", arguments: [
        ([false, false, false], true),
        ([true, false, false], false),
        ([false, true, false], false),
        ([false, false, true], false),
        ([true, true, true], false),
    ])
    func visibility(hidden: [Bool], visible: Bool) {
        let grandparent = View()
        let parent = View()
        let view = View()
        grandparent.addSubview(parent)
        parent.addSubview(view)
        grandparent.isHidden = hidden[0]
        parent.isHidden = hidden[1]
        view.isHidden = hidden[2]
        #expect(view.isVisibleInTree == visible)
    }

    @Test("Visibility follows the view when it moves to another parent")
    func visibilityAfterMove() {
        let hiddenParent = View()
        hiddenParent.isHidden = true
        let shownParent = View()
        let view = View()
        hiddenParent.addSubview(view)
        #expect(!view.isVisibleInTree)
        shownParent.addSubview(view)
        #expect(view.isVisibleInTree)
    }

    // MARK: Event routing

    @Test("An event travels up past views that do not handle it to the owning view controller")
    func routeToController() {
        let controller = RecordingViewController("screen", log: EventLog())
        let container = View()
        let cell = View()
        let button = View()
        controller.view.addSubview(container)
        container.addSubview(cell)
        cell.addSubview(button)

        #expect(button.route(TapEvent(name: "tap")))
        #expect(controller.handledEvents == ["tap"])
    }

    @Test("The first view up the tree that handles an event stops it")
    func routeStopsAtHandler() {
        let controller = RecordingViewController("screen", log: EventLog())
        let catcher = CatchingView()
        let inner = CatchingView()
        inner.catches = false
        let leaf = View()
        controller.view.addSubview(catcher)
        catcher.addSubview(inner)
        inner.addSubview(leaf)

        #expect(leaf.route(TapEvent(name: "tap")))
        #expect(inner.caught.isEmpty)
        #expect(inner.offered == ["tap"])
        #expect(catcher.caught == ["tap"])
        #expect(controller.handledEvents.isEmpty)
    }

    @Test("A view offers an event to itself first")
    func routeStartsAtSelf() {
        let view = CatchingView()
        #expect(view.route(TapEvent(name: "self")))
        #expect(view.caught == ["self"])
    }

    @Test("An event nobody handles returns false, with or without a controller")
    func unhandled() {
        let controller = RecordingViewController("screen", log: EventLog())
        let leaf = View()
        controller.view.addSubview(leaf)
        #expect(!leaf.route(UnhandledEvent()))

        let orphan = View()
        View().addSubview(orphan)
        #expect(!orphan.route(TapEvent(name: "lost")))
    }

    @Test("Routing stops at the owning controller: views above its root are not asked")
    func routeStopsAtController() {
        let controller = RecordingViewController("screen", log: EventLog())
        let outer = CatchingView()
        outer.addSubview(controller.view)
        let leaf = View()
        controller.view.addSubview(leaf)
        #expect(!leaf.route(UnhandledEvent()))
        #expect(outer.offered.isEmpty)
    }

    @Test("A view removed from a screen no longer reaches its controller")
    func routeAfterRemoval() {
        let controller = RecordingViewController("screen", log: EventLog())
        let leaf = View()
        controller.view.addSubview(leaf)
        leaf.removeFromSuperview()
        #expect(!leaf.route(TapEvent(name: "tap")))
        #expect(controller.handledEvents.isEmpty)
    }
}

/// A view that handles tap events routed to it (unless told not to) and remembers what it was offered.
@MainActor
private final class CatchingView: View {
    var catches = true
    private(set) var offered: [String] = []
    private(set) var caught: [String] = []

    override func handle(_ event: any RoutedEvent) -> Bool {
        guard let tap = event as? TapEvent else {
            offered.append("other")
            return false
        }
        offered.append(tap.name)
        if catches { caught.append(tap.name) }
        return catches
    }
}
