/// What a control reports to the code that listens to it.
public enum ControlEvent: Hashable, Sendable {
    case touchUpInside
    case editingChanged
    case valueChanged
    /// The control's primary action: return pressed in a text field, a tap on a bar button.
    case primaryActionTriggered
}

/// A view a user can act on. Plays the part of `UIControl`: it keeps a list of actions per event and
/// sends them when the user acts, never when a program changes the control.
@MainActor
open class Control: View {
    public var isEnabled: Bool {
        get { UpdateCycle.flush(); return storedIsEnabled }
        set {
            let old = storedIsEnabled
            storedIsEnabled = newValue
            WidgetChangeProbe.report(self, "isEnabled", when: newValue != old)
        }
    }
    private var storedIsEnabled: Bool = true
    private var actions: [(event: ControlEvent, perform: @MainActor () -> Void)] = []

    /// Runs `handler` whenever the control sends `event`. The control keeps the closure, so it must
    /// not capture the control's owner strongly; prefer ``addTarget(_:action:for:)``.
    public func addAction(for event: ControlEvent, handler: @escaping @MainActor () -> Void) {
        actions.append((event, handler))
    }

    /// UIKit's target-action: the target is held weakly, so a screen never retains itself through
    /// its own buttons. `action` is an unapplied method, e.g. `LoginViewController.submitTapped`.
    public func addTarget<Target: AnyObject>(
        _ target: Target,
        action: @escaping @MainActor (Target) -> () -> Void,
        for event: ControlEvent
    ) {
        addAction(for: event) { [weak target] in
            guard let target else { return }
            action(target)()
        }
    }

    /// Sends `event` to every action registered for it, in registration order.
    public func sendActions(for event: ControlEvent) {
        for action in actions where action.event == event {
            action.perform()
        }
    }

    /// True when a user could act on the control: enabled and visible.
    public var isInteractive: Bool { isEnabled && isVisibleInTree }

    override open var renderedAttributes: [String] {
        (isEnabled ? [] : ["disabled"]) + super.renderedAttributes
    }
}
