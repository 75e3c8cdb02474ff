import ViewKit

/// Reading widgets the way a user reads them (docs/SPEC.md §1): nothing of a widget shows while it,
/// or a view above it, is hidden. The example tests assert these, never a hidden widget's raw state,
/// so text set on a hidden label or a spinner animating out of sight cannot pass for what the spec asks.
@MainActor
extension View {
    /// The background a user sees; nil while the view is hidden.
    var shownBackground: Color? { isVisibleInTree ? backgroundColor : nil }
}

@MainActor
extension Label {
    /// The text a user can read: empty while the label is hidden.
    var shownText: String { isVisibleInTree ? text : "" }
}

@MainActor
extension TextField {
    /// The text a user can read in the field: empty while it is hidden.
    var shownText: String { isVisibleInTree ? text : "" }
}

@MainActor
extension Button {
    /// The title a user can read: empty while the button is hidden.
    var shownTitle: String { isVisibleInTree ? title : "" }
    /// The title's colour a user sees; nil while the button is hidden.
    var shownTitleColor: Color? { isVisibleInTree ? titleColor : nil }
}

@MainActor
extension ActivityIndicatorView {
    /// A user sees it spin: it animates and is visible.
    var isSpinning: Bool { isAnimating && isVisibleInTree }
}

@MainActor
extension RefreshControl {
    /// A user sees it spin: it is refreshing and visible, with its list.
    var isSpinning: Bool { isRefreshing && isVisibleInTree }
}
