/// Owns one screen's root view and hears its life cycle. Plays the part of `UIViewController`.
///
/// The view is created lazily on first access (``loadView()`` then ``viewDidLoad()``). The
/// appearance calls come from the navigation controller or window that shows the screen.
@MainActor
open class ViewController {
    /// The screen title shown in the navigation bar.
    public var title: String?
    /// The navigation controller whose stack holds this screen, if any.
    public internal(set) weak var navigationController: NavigationController?
    /// Whether the screen is on screen now (between `viewDidAppear` and `viewWillDisappear`).
    public private(set) var isAppeared = false

    private var loadedView: View?

    public init() {}

    /// The root view, loaded on first access.
    public var view: View {
        get {
            if let loadedView { return loadedView }
            loadView()
            let root = loadedView ?? View()
            install(root)
            viewDidLoad()
            return root
        }
        set { install(newValue) }
    }

    public var isViewLoaded: Bool { loadedView != nil }

    public func loadViewIfNeeded() { _ = view }

    private func install(_ root: View) {
        loadedView = root
        root.owningViewController = self
    }

    /// Override to build the root view and assign it to ``view``; the default is a plain view.
    open func loadView() { view = View() }
    open func viewDidLoad() {}
    open func viewWillAppear() {}
    open func viewDidAppear() {}
    open func viewWillDisappear() {}
    open func viewDidDisappear() {}

    /// Override to handle an event routed up from the screen's views (see ``View/route(_:)``).
    open func handle(_ event: any RoutedEvent) -> Bool { false }

    // The containers drive appearance through these, so the flags stay true to what is shown.
    func beginAppearance() {
        loadViewIfNeeded()
        viewWillAppear()
    }

    func endAppearance() {
        isAppeared = true
        viewDidAppear()
    }

    func beginDisappearance() {
        isAppeared = false
        viewWillDisappear()
    }

    func endDisappearance() { viewDidDisappear() }
}
