// Test support shared by the view kit's tests.

import ViewKit

/// A line-by-line record of what happened, shared by several test objects.
@MainActor
final class EventLog {
    private(set) var entries: [String] = []

    func append(_ entry: String) { entries.append(entry) }
    func clear() { entries.removeAll() }
}

/// A view controller that writes its life cycle into a log, prefixed with its name.
@MainActor
final class RecordingViewController: ViewController {
    let name: String
    let log: EventLog
    /// The root view's identifier, so a test can tell screens apart in a tree.
    let rootIdentifier: String
    private(set) var handledEvents: [String] = []
    /// Runs at the end of `viewWillAppear`, as a screen that pushes from there would.
    var onWillAppear: (() -> Void)?

    init(_ name: String, log: EventLog, title: String? = nil) {
        self.name = name
        self.log = log
        rootIdentifier = "\(name).root"
        super.init()
        self.title = title
    }

    override func loadView() {
        log.append("\(name).loadView")
        view = View(identifier: rootIdentifier)
    }

    override func viewDidLoad() { log.append("\(name).viewDidLoad") }
    override func viewWillAppear() {
        log.append("\(name).viewWillAppear")
        onWillAppear?()
    }
    override func viewDidAppear() { log.append("\(name).viewDidAppear") }
    override func viewWillDisappear() { log.append("\(name).viewWillDisappear") }
    override func viewDidDisappear() { log.append("\(name).viewDidDisappear") }

    override func handle(_ event: any RoutedEvent) -> Bool {
        guard let tap = event as? TapEvent else { return false }
        handledEvents.append(tap.name)
        return true
    }
}

/// An event routed up the tree in tests.
struct TapEvent: RoutedEvent {
    let name: String
}

/// Another event, which nobody in the tests handles.
struct UnhandledEvent: RoutedEvent {}
