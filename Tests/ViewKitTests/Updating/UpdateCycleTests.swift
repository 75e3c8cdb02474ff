import Observation
import Testing
import ViewKit

/// Observable state a screen shows, as an `@Observable` view model would hold it.
@MainActor
@Observable
private final class Greeting {
    var name = "world"
    var punctuation = "!"
    /// Never read by the screen.
    var unrelated = 0
}

/// A screen that shows its model in ``updateProperties()`` only, and counts its updates.
@MainActor
private final class GreetingScreen: ViewController {
    let model: Greeting
    let label = Label(identifier: "greeting")
    let button = Button(identifier: "rename")
    private(set) var updates = 0
    /// When set, each update asks for another: a screen that would update for ever.
    var feedsItself = false
    /// When cleared, the update shows the punctuation alone and does not read the name.
    var readsName = true
    /// A widget of another screen the update reads, if any.
    var alsoReads: Label?

    init(model: Greeting) {
        self.model = model
        super.init()
    }

    override func viewDidLoad() {
        view.addSubview(label)
        view.addSubview(button)
        button.addAction(for: .touchUpInside) { [model] in model.name = "tapped" }
    }

    override func updateProperties() {
        updates += 1
        label.text = readsName ? "Hello, \(model.name)\(model.punctuation)" : model.punctuation
        _ = alsoReads?.text
        if feedsItself { setNeedsUpdateProperties() }
    }
}

/// The view kit's automatic observation tracking (``UpdateCycle``), on its own: the way UIKit runs
/// `updateProperties()`, re-run once after what it read changed, before the screen is next read.
@MainActor
struct UpdateCycleTests {
    private func shown(_ model: Greeting = Greeting()) -> (GreetingScreen, NavigationController, Window) {
        let screen = GreetingScreen(model: model)
        let navigation = NavigationController(rootViewController: screen)
        let window = Window(rootViewController: navigation)
        window.makeKeyAndVisible()
        return (screen, navigation, window)
    }

    @Test("The first appearance runs the update once")
    func firstAppearance() {
        let (screen, _, _) = shown()
        #expect(screen.updates == 1)
        #expect(screen.label.text == "Hello, world!")
        #expect(!UpdateCycle.hasPendingUpdates)
    }

    @Test("A change to what the update read runs it again before the screen is next read, not during the change")
    func changeThenRead() {
        let (screen, _, _) = shown()
        screen.model.name = "Ada"
        #expect(screen.updates == 1, "nothing runs while the model changes")
        #expect(UpdateCycle.hasPendingUpdates)
        #expect(screen.label.text == "Hello, Ada!", "reading the label brings the screen up to date first")
        #expect(screen.updates == 2)
    }

    @Test("Many changes before a read coalesce into one update, which sees them all")
    func coalescing() {
        let (screen, _, _) = shown()
        screen.model.name = "Ada"
        screen.model.punctuation = "?"
        screen.model.name = "Grace"
        #expect(screen.label.text == "Hello, Grace?")
        #expect(screen.updates == 2)
        // Tracking starts again with each update: the next change is heard too.
        screen.model.punctuation = "."
        #expect(screen.label.text == "Hello, Grace.")
        #expect(screen.updates == 3)
    }

    @Test("A change to state the update did not read runs nothing")
    func unrelatedChange() {
        UpdateCycle.flush()
        let (screen, _, _) = shown()
        screen.model.unrelated += 1
        #expect(!UpdateCycle.hasPendingUpdates)
        #expect(screen.label.text == "Hello, world!")
        #expect(screen.updates == 1)
    }

    @Test("A user action ends with the screen up to date, before anyone reads it")
    func userActionFlushes() {
        let (screen, _, _) = shown()
        var changes: [String] = []
        WidgetChangeProbe.observer = { widget, property in
            if (widget as? View)?.accessibilityIdentifier == "greeting" { changes.append(property) }
        }
        defer { WidgetChangeProbe.observer = nil }
        screen.button.simulateTap()
        #expect(changes == ["text"], "the label changed inside the tap")
        #expect(screen.updates == 2)
        #expect(!UpdateCycle.hasPendingUpdates)
    }

    @Test("A covered screen is kept up to date too, once per change, so it reads true as it stands")
    func coveredScreen() {
        let (screen, navigation, _) = shown()
        let next = ViewController()
        navigation.pushViewController(next)
        screen.model.name = "Ada"
        screen.model.name = "Grace"
        #expect(screen.updates == 1, "nothing runs while the model changes")
        #expect(screen.label.text == "Hello, Grace!")
        #expect(screen.updates == 2)
        navigation.simulateBack()
        #expect(screen.updates == 2, "showing it again needs no update")
    }

    @Test("A screen held without a window runs its first update when its view loads, and later ones when read")
    func screenWithoutAWindow() {
        let screen = GreetingScreen(model: Greeting())
        #expect(screen.updates == 0, "nothing runs before the view is loaded")
        screen.loadViewIfNeeded()
        #expect(screen.updates == 1)
        #expect(screen.label.text == "Hello, world!")
        screen.model.name = "Ada"
        #expect(screen.label.text == "Hello, Ada!")
        #expect(screen.updates == 2)
    }

    @Test("Once the screen is gone, a change runs nothing and holds nothing")
    func goneScreen() {
        let model = Greeting()
        weak var released: GreetingScreen?
        do {
            let (screen, _, _) = shown(model)
            released = screen
            #expect(screen.updates == 1)
        }
        #expect(released == nil, "the change handler does not keep the screen alive")
        model.name = "Ada"
        UpdateCycle.flush()
        #expect(!UpdateCycle.hasPendingUpdates)
    }

    @Test("An update that asks for another stops after a bounded number of passes, and the screen stays readable")
    func runawayUpdate() {
        let (screen, _, _) = shown()
        screen.feedsItself = true
        screen.model.name = "Ada"
        #expect(screen.label.text == "Hello, Ada!")
        #expect(screen.updates == 1 + UpdateCycle.passLimit)
        // Still pending: the next read takes another bounded batch, never an endless loop.
        #expect(UpdateCycle.hasPendingUpdates)
        screen.feedsItself = false
        UpdateCycle.flush()
        #expect(!UpdateCycle.hasPendingUpdates)
    }

    @Test("A screen that reads nothing observable is never queued")
    func plainScreen() {
        UpdateCycle.flush()
        let screen = ViewController()
        let window = Window(rootViewController: NavigationController(rootViewController: screen))
        window.makeKeyAndVisible()
        #expect(!UpdateCycle.hasPendingUpdates)
    }

    @Test("An update that reads another screen's widget does not run that screen's update inside its own")
    func noNestedUpdates() {
        let (first, _, _) = shown()
        let (second, _, _) = shown()
        first.alsoReads = second.label
        first.model.name = "Ada"
        second.model.name = "Grace"
        #expect(first.label.text == "Hello, Ada!")
        #expect(second.label.text == "Hello, Grace!")
        #expect(first.updates == 2 && second.updates == 2)
        // The second screen's model is not in the first screen's tracking.
        second.model.name = "Alan"
        #expect(second.label.text == "Hello, Alan!")
        #expect(first.updates == 2)
    }

    @Test("A change to what only an earlier update read runs nothing")
    func staleTracking() {
        let (screen, _, _) = shown()
        screen.readsName = false
        screen.setNeedsUpdateProperties()
        #expect(screen.label.text == "!")
        #expect(screen.updates == 2)
        screen.model.name = "Ada"
        #expect(screen.label.text == "!")
        #expect(screen.updates == 2, "the first update's handler is stale")
    }
}
