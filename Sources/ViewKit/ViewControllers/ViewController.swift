import Observation

/// Owns one screen's root view and hears its life cycle. Plays the part of `UIViewController`.
///
/// The view is created lazily on first access (``loadView()`` then ``viewDidLoad()``). The
/// appearance calls come from the navigation controller or window that shows the screen.
@MainActor
open class ViewController {
    /// The screen title shown in the navigation bar.
    public var title: String?
    /// What the navigation bar shows besides the title while this screen is on top.
    public private(set) lazy var navigationItem = NavigationItem(owner: self)
    /// The navigation controller whose stack holds this screen, if any.
    public internal(set) weak var navigationController: NavigationController?
    /// Whether the screen is on screen now (between `viewDidAppear` and `viewWillDisappear`).
    public private(set) var isAppeared = false

    private var loadedView: View?
    /// Whether ``updateProperties()`` is due: at first, and after anything it read has changed.
    private var needsUpdateProperties = true
    /// The controller's place in the update cycle, made the first time an update reads something.
    private var observedScreen: ObservedScreen?

    public init() {}

    /// The root view, loaded on first access.
    public var view: View {
        get {
            if let loadedView { return loadedView }
            loadView()
            let root = loadedView ?? View()
            install(root)
            viewDidLoad()
            // The first update, as soon as there are widgets to set: a screen is read as it stands,
            // on a window or not.
            updatePropertiesIfNeeded()
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

    // MARK: Automatic observation tracking

    /// Override to set the screen's widgets from `@Observable` state, as UIKit's
    /// `updateProperties()`: the kit runs it inside observation tracking once the view has loaded,
    /// then again, once, whenever anything it read has changed, before the screen is next read
    /// (``UpdateCycle``). A screen covered by another, or held without a window, is kept up to date
    /// too, because its widgets may be read as they stand; UIKit would catch it up when it shows
    /// again, and a user sees the same either way. It never runs after the screen is gone, nor
    /// inside another screen's update (it waits for the next pass).
    ///
    /// What it reads must change on the main actor, as a view model's state does: the kit hears
    /// a change on the thread that makes it.
    open func updateProperties() {}

    /// Asks for ``updateProperties()`` to run before the screen is next read.
    public func setNeedsUpdateProperties() {
        needsUpdateProperties = true
        UpdateCycle.enqueue(screenInUpdateCycle())
    }

    /// Runs ``updateProperties()`` now if it is due and the view has loaded, recording what it reads
    /// so that a change to any of it asks for the next run.
    public func updatePropertiesIfNeeded() {
        guard needsUpdateProperties, isViewLoaded else { return }
        guard !UpdateCycle.isUpdating else {
            // Inside another screen's update (one that pushed this screen, say), a nested run would
            // add what this one reads to the other's tracking: wait for the next pass instead.
            UpdateCycle.enqueue(screenInUpdateCycle())
            return
        }
        needsUpdateProperties = false
        UpdateCycle.isUpdating = true
        defer { UpdateCycle.isUpdating = false }
        // The handler is made only if the update read something observable: a screen that reads
        // nothing costs no allocation.
        withObservationTracking({ updateProperties() }, onChange: changeHandler())
    }

    private func screenInUpdateCycle() -> ObservedScreen {
        if let observedScreen { return observedScreen }
        let screen = ObservedScreen(self)
        observedScreen = screen
        return screen
    }

    /// What observation calls when something an update read is about to change. It may be called
    /// after the controller is gone, so it holds the controller weakly; and after a later update
    /// has replaced its tracking (a run asked for by ``setNeedsUpdateProperties()`` while nothing
    /// read had changed), when it does nothing: observation keeps such a handler registered until
    /// something it covers changes. The change arrives on the main actor (see ``updateProperties()``).
    private func changeHandler() -> @Sendable () -> Void {
        let screen = screenInUpdateCycle()
        screen.generation &+= 1
        let generation = screen.generation
        return {
            MainActor.assumeIsolated {
                guard screen.generation == generation else { return }
                screen.controller?.setNeedsUpdateProperties()
            }
        }
    }

    // The containers drive appearance through these, so the flags stay true to what is shown.
    func beginAppearance() {
        loadViewIfNeeded()
        viewWillAppear()
        updatePropertiesIfNeeded()
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
