/// The base of every widget: a node in a tree of views, findable by accessibility identifier.
///
/// Plays the part of `UIView`. A view holds its subviews strongly and its superview weakly, so a
/// tree is released from its root. Events a view cannot handle travel up the tree (see
/// ``route(_:)``), which is how a cell can talk to its screen without knowing it.
///
/// The widget state a screen changes as it runs (text, colours, visibility, enabled and animating
/// state, a list's items and cells, the navigation stack) is read through ``UpdateCycle`` (so that
/// a screen waiting for its update is brought up to date first) and written through
/// ``WidgetChangeProbe`` (so that a measurement can see the change). Set-up state (identifiers,
/// placeholders, secure entry) and the tree itself are plain properties. Each property spells the
/// pattern out: a shared helper taking the storage `inout` would pay a dynamic exclusivity check on
/// every write, a quarter more instructions per keystroke.
@MainActor
open class View {
    /// The identifier tests and the benchmark use to find the view, like UIKit's.
    public var accessibilityIdentifier: String?
    public var isHidden: Bool {
        get { UpdateCycle.flush(); return storedIsHidden }
        set {
            let old = storedIsHidden
            storedIsHidden = newValue
            WidgetChangeProbe.report(self, "isHidden", when: newValue != old)
        }
    }
    private var storedIsHidden: Bool = false
    public var backgroundColor: Color? {
        get { UpdateCycle.flush(); return storedBackgroundColor }
        set {
            let old = storedBackgroundColor
            storedBackgroundColor = newValue
            WidgetChangeProbe.report(self, "backgroundColor", when: newValue != old)
        }
    }
    private var storedBackgroundColor: Color? = nil
    public private(set) var subviews: [View] = []
    public private(set) weak var superview: View?
    /// The view controller whose root view this is: the next stop after the root when routing events.
    weak var owningViewController: ViewController?

    public init(identifier: String? = nil) {
        accessibilityIdentifier = identifier
    }

    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// True when neither this view nor any ancestor is hidden: what a user can see and touch.
    public var isVisibleInTree: Bool {
        var node: View? = self
        while let current = node {
            if current.isHidden { return false }
            node = current.superview
        }
        return true
    }

    /// This view and all its descendants, depth first, in subview order.
    public var allViews: [View] {
        var result: [View] = [self]
        for child in subviews { result += child.allViews }
        return result
    }

    /// The first view in this tree (self included) with the identifier, depth first.
    public func find(_ identifier: String) -> View? {
        if accessibilityIdentifier == identifier { return self }
        for child in subviews {
            if let hit = child.find(identifier) { return hit }
        }
        return nil
    }

    /// The first view with the identifier, if it is of the given type.
    public func find<V: View>(_ identifier: String, as type: V.Type) -> V? {
        find(identifier) as? V
    }

    // MARK: Event routing up the tree

    /// Offers an event to this view, then to each ancestor, then to the owning view controller,
    /// until one of them handles it. Returns whether anyone did.
    @discardableResult
    public func route(_ event: any RoutedEvent) -> Bool {
        var node: View? = self
        while let current = node {
            if current.handle(event) { return true }
            if let controller = current.owningViewController { return controller.handle(event) }
            node = current.superview
        }
        return false
    }

    /// Override to handle an event routed up from a descendant; return true to stop it.
    open func handle(_ event: any RoutedEvent) -> Bool { false }

    // MARK: Plain-text rendering

    /// The children shown in the plain-text rendering, in order.
    open var renderedChildren: [View] { subviews }

    /// The widget's kind in the plain-text rendering.
    open var kindName: String { "View" }

    /// The widget's state in the plain-text rendering, as `key=value` words.
    open var renderedAttributes: [String] {
        var words: [String] = []
        if isHidden { words.append("hidden") }
        if let backgroundColor { words.append("bg=\(backgroundColor.rawValue)") }
        return words
    }
}

/// An event that travels up the view tree, for example a tap inside a cell.
public protocol RoutedEvent {}
