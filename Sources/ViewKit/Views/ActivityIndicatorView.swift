/// A spinner that is either animating or not. Plays the part of `UIActivityIndicatorView`.
@MainActor
public final class ActivityIndicatorView: View {
    public private(set) var isAnimating: Bool {
        get { UpdateCycle.flush(); return storedIsAnimating }
        set {
            let old = storedIsAnimating
            storedIsAnimating = newValue
            WidgetChangeProbe.report(self, "isAnimating", when: newValue != old)
        }
    }
    private var storedIsAnimating: Bool = false

    public func startAnimating() { isAnimating = true }
    public func stopAnimating() { isAnimating = false }

    override public var kindName: String { "Activity" }
    override public var renderedAttributes: [String] {
        [isAnimating ? "animating" : "stopped"] + super.renderedAttributes
    }
}
