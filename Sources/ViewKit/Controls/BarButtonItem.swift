/// A button in the navigation bar. Plays the part of `UIBarButtonItem`: a screen puts it in its
/// ``NavigationItem``, and the navigation controller shows the top screen's in its bar. A tap sends
/// `.primaryActionTriggered`, the control's one action, as a bar button has in UIKit.
@MainActor
public final class BarButtonItem: Control {
    public var title: String {
        get { UpdateCycle.flush(); return storedTitle }
        set {
            let old = storedTitle
            storedTitle = newValue
            WidgetChangeProbe.report(self, "title", when: newValue != old)
        }
    }
    private var storedTitle: String

    /// A button titled `title`, identified by `identifier`.
    public init(title: String, identifier: String? = nil) {
        storedTitle = title
        super.init(identifier: identifier)
    }

    override public var kindName: String { "BarButtonItem" }
    override public var renderedAttributes: [String] {
        ["title=\(quoted(title))"] + super.renderedAttributes
    }
}
