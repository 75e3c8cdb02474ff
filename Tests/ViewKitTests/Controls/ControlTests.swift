import Testing
import ViewKit

/// Controls send their events only when a user acts, and only when the user could act.
@MainActor
struct ControlTests {
    /// Counts the events a control sends.
    private final class Counter {
        var events: [ControlEvent] = []
    }

    private func counting(_ control: Control, _ events: [ControlEvent] = [.touchUpInside, .editingChanged, .valueChanged]) -> Counter {
        let counter = Counter()
        for event in events {
            control.addAction(for: event) { counter.events.append(event) }
        }
        return counter
    }

    // MARK: Text fields

    @Test("Simulated typing replaces the whole text and sends editingChanged once")
    func typingReplacesText() {
        let field = TextField(identifier: "field")
        field.text = "old text"
        let counter = counting(field)
        field.simulateTyping("new")
        #expect(field.text == "new")
        #expect(counter.events == [.editingChanged])
        field.simulateTyping("")
        #expect(field.text == "")
        #expect(counter.events == [.editingChanged, .editingChanged])
    }

    @Test("Return sends the primary action alone, and nothing from a disabled or hidden field")
    func returnKey() {
        let field = TextField(identifier: "field")
        let counter = counting(field, [.touchUpInside, .editingChanged, .valueChanged, .primaryActionTriggered])
        field.simulateReturn()
        #expect(counter.events == [.primaryActionTriggered])
        field.isEnabled = false
        field.simulateReturn()
        field.isEnabled = true
        field.isHidden = true
        field.simulateReturn()
        #expect(counter.events == [.primaryActionTriggered])
    }

    @Test("Typing the same text again still sends editingChanged")
    func typingSameText() {
        let field = TextField()
        let counter = counting(field)
        field.simulateTyping("abc")
        field.simulateTyping("abc")
        #expect(counter.events == [.editingChanged, .editingChanged])
    }

    @Test("The text is already set when editingChanged is sent")
    func textSetBeforeEvent() {
        let field = TextField()
        var seen: [String] = []
        field.addAction(for: .editingChanged) { [unowned field] in seen.append(field.text) }
        field.simulateTyping("typed")
        #expect(seen == ["typed"])
    }

    @Test("Setting the text from code sends nothing")
    func programmaticTextIsSilent() {
        let field = TextField()
        let counter = counting(field)
        field.text = "set by code"
        field.text = ""
        #expect(counter.events.isEmpty)
    }

    @Test("Secure entry keeps the value as typed")
    func secureKeepsValue() {
        let field = TextField()
        field.isSecureTextEntry = true
        field.simulateTyping("secret123")
        #expect(field.text == "secret123")
    }

    // MARK: Disabled and hidden

    private enum Blocker: CaseIterable {
        case disabled, hidden, hiddenParent, hiddenGrandparent
    }

    /// A control inside two levels of views, made uninteractive in the given way.
    private func blocked<C: Control>(_ control: C, by blocker: Blocker) -> (C, View) {
        let grandparent = View()
        let parent = View()
        grandparent.addSubview(parent)
        parent.addSubview(control)
        switch blocker {
        case .disabled: control.isEnabled = false
        case .hidden: control.isHidden = true
        case .hiddenParent: parent.isHidden = true
        case .hiddenGrandparent: grandparent.isHidden = true
        }
        return (control, grandparent)
    }

    @Test("A disabled or hidden text field ignores typing", arguments: Blocker.allCases)
    private func blockedTyping(blocker: Blocker) {
        let (field, tree) = blocked(TextField(), by: blocker)
        field.text = "kept"
        let counter = counting(field)
        #expect(!field.isInteractive)
        field.simulateTyping("changed")
        #expect(field.text == "kept")
        #expect(counter.events.isEmpty)
        withExtendedLifetime(tree) {}
    }

    @Test("A disabled or hidden button ignores taps", arguments: Blocker.allCases)
    private func blockedTap(blocker: Blocker) {
        let (button, tree) = blocked(Button(), by: blocker)
        let counter = counting(button)
        button.simulateTap()
        #expect(counter.events.isEmpty)
        withExtendedLifetime(tree) {}
    }

    @Test("A control works again once it is re-enabled and shown")
    func unblocked() {
        let parent = View()
        let button = Button()
        parent.addSubview(button)
        let counter = counting(button)
        button.isEnabled = false
        parent.isHidden = true
        button.simulateTap()
        button.isEnabled = true
        button.simulateTap()
        parent.isHidden = false
        button.simulateTap()
        #expect(counter.events == [.touchUpInside])
        #expect(button.isInteractive)
    }

    // MARK: Actions

    @Test("A tap sends touchUpInside to its actions in registration order, and no other event")
    func actionsInOrder() {
        let button = Button()
        var calls: [String] = []
        button.addAction(for: .touchUpInside) { calls.append("first") }
        button.addAction(for: .valueChanged) { calls.append("value") }
        button.addAction(for: .touchUpInside) { calls.append("second") }
        button.addAction(for: .editingChanged) { calls.append("editing") }
        button.simulateTap()
        #expect(calls == ["first", "second"])
    }

    @Test("sendActions sends only the named event, even to a disabled control (code, not a user)")
    func sendActionsDirectly() {
        let control = Control()
        let counter = counting(control)
        control.isEnabled = false
        control.sendActions(for: .valueChanged)
        #expect(counter.events == [.valueChanged])
    }

    @Test("Target-action calls the method on the target")
    func targetAction() {
        let button = Button()
        let target = TapTarget()
        button.addTarget(target, action: TapTarget.tapped, for: .touchUpInside)
        button.simulateTap()
        button.simulateTap()
        #expect(target.taps == 2)
    }

    @Test("Target-action holds the target weakly: it deallocates, and later taps are harmless")
    func targetHeldWeakly() {
        let button = Button()
        let survivor = TapTarget()
        weak var weakTarget: TapTarget?
        do {
            let target = TapTarget()
            weakTarget = target
            button.addTarget(target, action: TapTarget.tapped, for: .touchUpInside)
            button.simulateTap()
            #expect(target.taps == 1)
        }
        #expect(weakTarget == nil)
        button.addTarget(survivor, action: TapTarget.tapped, for: .touchUpInside)
        button.simulateTap()
        #expect(survivor.taps == 1)
    }

    @Test("A screen that owns its button through target-action is released with no cycle")
    func noCycleThroughButton() {
        weak var weakOwner: ButtonOwner?
        weak var weakButton: Button?
        do {
            let owner = ButtonOwner()
            weakOwner = owner
            weakButton = owner.button
            owner.button.simulateTap()
            #expect(owner.taps == 1)
        }
        #expect(weakOwner == nil)
        #expect(weakButton == nil)
    }

    // MARK: Other controls

    @Test("An activity indicator starts and stops")
    func activity() {
        let activity = ActivityIndicatorView()
        #expect(!activity.isAnimating)
        activity.startAnimating()
        #expect(activity.isAnimating)
        activity.stopAnimating()
        #expect(!activity.isAnimating)
    }

    @Test("A refresh control begins and ends refreshing without sending anything")
    func refreshControl() {
        let refresh = RefreshControl()
        let counter = counting(refresh)
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing)
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing)
        #expect(counter.events.isEmpty)
    }
}

/// A target for target-action.
@MainActor
private final class TapTarget {
    private(set) var taps = 0
    func tapped() { taps += 1 }
}

/// Owns a button and listens to it through target-action, as a screen does.
@MainActor
private final class ButtonOwner {
    let button = Button()
    private(set) var taps = 0

    init() {
        button.addTarget(self, action: ButtonOwner.tapped, for: .touchUpInside)
    }

    func tapped() { taps += 1 }
}
