/// What a user can do to a screen. Tests and the benchmark drive screens only through these, never
/// by calling into an architecture. Each does nothing on a disabled or hidden widget, as a real
/// screen would, and each ends, as a user's touch does in UIKit, with the screen brought up to date
/// (``UpdateCycle``).
extension TextField {
    /// Replaces the whole text, as if the user selected all and typed, then sends `.editingChanged`.
    public func simulateTyping(_ newText: String) {
        guard isInteractive else { return }
        text = newText
        sendActions(for: .editingChanged)
        UpdateCycle.flush()
    }

    /// Presses the keyboard's return key in the field: sends `.primaryActionTriggered`, as UIKit does.
    public func simulateReturn() {
        guard isInteractive else { return }
        sendActions(for: .primaryActionTriggered)
        UpdateCycle.flush()
    }
}

extension BarButtonItem {
    /// Taps the button in the navigation bar: only while the bar shows it (its screen is on top), and
    /// it is enabled.
    public func simulateTap() {
        guard superview != nil, isInteractive else { return }
        sendActions(for: .primaryActionTriggered)
        UpdateCycle.flush()
    }
}

extension Button {
    public func simulateTap() {
        guard isInteractive else { return }
        sendActions(for: .touchUpInside)
        UpdateCycle.flush()
    }
}

extension CollectionView {
    /// Taps the cell of the item at `index`; nothing happens unless that item is on screen.
    public func simulateSelectItem(at index: Int) {
        guard isVisibleInTree else { return }
        selectItem(at: index)
        UpdateCycle.flush()
    }

    /// Scrolls until the item at `index` is on screen.
    public func simulateScroll(toItem index: Int) {
        guard isVisibleInTree else { return }
        scrollToItem(at: index)
        UpdateCycle.flush()
    }

    /// Pulls the list down to refresh, if it has an enabled refresh control and is not refreshing.
    public func simulatePullToRefresh() {
        guard isVisibleInTree, let control = refreshControl, control.isEnabled, !control.isRefreshing else { return }
        control.beginRefreshing()
        control.sendActions(for: .valueChanged)
        UpdateCycle.flush()
    }
}

extension NavigationController {
    /// Taps the back button: pops the top screen, if there is one above the root.
    public func simulateBack() {
        popViewController()
        UpdateCycle.flush()
    }
}
