/// The hook through which a test or the benchmark sees each change a user could see, as it
/// happens: a widget's text, colour, visibility, enabled or animating state, a list's cells, the
/// navigation stack. The benchmark records the call stack at each change to trace the chain from
/// an event to the screen.
///
/// Nothing observes outside a measurement: the observer is nil, and a change costs one check.
@MainActor
public enum WidgetChangeProbe {
    /// Called after a widget changed, with the widget and the name of what changed.
    public static var observer: ((_ widget: AnyObject, _ property: String) -> Void)?

    /// Tells the observer, if there is one and `changed` holds (evaluated only then).
    @inline(__always)
    static func report(_ widget: AnyObject, _ property: String, when changed: @autoclosure () -> Bool = true) {
        if let observer, changed() {
            observer(widget, property)
        }
    }
}
