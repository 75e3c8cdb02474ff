/// Pull-to-refresh for a collection view. Plays the part of `UIRefreshControl`: a user pull sets
/// ``isRefreshing`` and sends `.valueChanged`; the owner calls ``endRefreshing()`` when done.
@MainActor
public final class RefreshControl: Control {
    public private(set) var isRefreshing: Bool {
        get { UpdateCycle.flush(); return storedIsRefreshing }
        set {
            let old = storedIsRefreshing
            storedIsRefreshing = newValue
            WidgetChangeProbe.report(self, "isRefreshing", when: newValue != old)
        }
    }
    private var storedIsRefreshing: Bool = false

    public func beginRefreshing() { isRefreshing = true }
    public func endRefreshing() { isRefreshing = false }

    override public var kindName: String { "Refresh" }
    override public var renderedAttributes: [String] {
        (isRefreshing ? ["refreshing"] : []) + super.renderedAttributes
    }
}
