import Testing
import ViewKit

/// A view controller's view is loaded lazily, once, and owned by it.
@MainActor
struct ViewControllerTests {
    @Test("The view is not loaded until first asked for")
    func lazyLoad() {
        let log = EventLog()
        let controller = RecordingViewController("a", log: log)
        #expect(!controller.isViewLoaded)
        #expect(log.entries.isEmpty)
        let view = controller.view
        #expect(controller.isViewLoaded)
        #expect(view.accessibilityIdentifier == "a.root")
        #expect(log.entries == ["a.loadView", "a.viewDidLoad"])
    }

    @Test("loadView and viewDidLoad run once; the same view comes back every time")
    func loadOnce() {
        let log = EventLog()
        let controller = RecordingViewController("a", log: log)
        let first = controller.view
        controller.loadViewIfNeeded()
        let second = controller.view
        #expect(first === second)
        #expect(log.entries == ["a.loadView", "a.viewDidLoad"])
    }

    @Test("The view is already in place when viewDidLoad runs")
    func viewReadyInViewDidLoad() {
        let controller = ProbingViewController()
        controller.loadViewIfNeeded()
        #expect(controller.identifierSeenInViewDidLoad == "probe.root")
        #expect(controller.viewDidLoadCount == 1)
    }

    @Test("Without an override, loadView gives a plain view")
    func defaultView() {
        let controller = ViewController()
        #expect(controller.view.accessibilityIdentifier == nil)
        #expect(controller.view.subviews.isEmpty)
        #expect(controller.isViewLoaded)
    }

    @Test("A view set from outside replaces the loaded one without a second viewDidLoad")
    func assignView() {
        let log = EventLog()
        let controller = RecordingViewController("a", log: log)
        let replacement = View(identifier: "replacement")
        controller.view = replacement
        #expect(controller.view === replacement)
        #expect(controller.isViewLoaded)
        #expect(log.entries.isEmpty)
    }

    @Test("A new controller is not appeared and has no navigation controller")
    func initialState() {
        let controller = ViewController()
        #expect(!controller.isAppeared)
        #expect(controller.navigationController == nil)
        #expect(controller.title == nil)
    }

    @Test("A controller and its view are released together; the view does not keep its controller")
    func release() {
        weak var weakController: RecordingViewController?
        weak var weakView: View?
        do {
            let controller = RecordingViewController("a", log: EventLog())
            weakController = controller
            weakView = controller.view
        }
        #expect(weakController == nil)
        #expect(weakView == nil)
    }
}

/// Checks, inside viewDidLoad, what the view is.
@MainActor
private final class ProbingViewController: ViewController {
    private(set) var identifierSeenInViewDidLoad: String?
    private(set) var viewDidLoadCount = 0

    override func loadView() {
        view = View(identifier: "probe.root")
    }

    override func viewDidLoad() {
        viewDidLoadCount += 1
        identifierSeenInViewDidLoad = view.accessibilityIdentifier
    }
}
