/// What a screen shows in the navigation bar while it is on top, besides its title. Plays the part
/// of `UINavigationItem`: every screen has one (``ViewController/navigationItem``).
@MainActor
public final class NavigationItem {
    /// The screen it belongs to, whose navigation controller shows a new button at once.
    private weak var owner: ViewController?

    init(owner: ViewController) {
        self.owner = owner
    }

    /// The button at the bar's trailing end, if any.
    public var rightBarButtonItem: BarButtonItem? {
        didSet {
            guard let owner, rightBarButtonItem !== oldValue else { return }
            owner.navigationController?.navigationItemDidChange(of: owner)
        }
    }
}
