import Observation
import ViewKit

/// One value as an `@Observable` view model holds it: the toolchain's own mechanism, beside the
/// binding kit's `Observable<Int>`.
@MainActor
@Observable
final class ObservedValue {
    var value = 0
}

/// A screen whose ``ViewController/updateProperties()`` reads one observed value and hands it on:
/// to the sink, or to the next observed value of a chain.
@MainActor
final class TrackingScreen: ViewController {
    private let source: ObservedValue
    private let deliver: @MainActor (Int) -> Void

    init(source: ObservedValue, deliver: @escaping @MainActor (Int) -> Void) {
        self.source = source
        self.deliver = deliver
        super.init()
    }

    override func updateProperties() {
        deliver(source.value)
    }
}

/// The binding cases again, through Swift's Observation as the view kit runs it (the way UIKit's
/// automatic observation tracking does): screens that read an `@Observable` value in
/// `updateProperties()`, each on a window of its own. One event is one new value set at the head,
/// then the screens brought up to date (``UpdateCycle/flush()``, what reading the screen does),
/// which runs each invalidated update once.
///
/// - `fanOut`: `screens` screens read one value; each update delivers it to the sink.
/// - `chain`: `length` values, each read by a screen whose update sets the next; a screen on the
///   last delivers to the sink. The update cycle runs one link per pass.
@MainActor
final class ObservationWork: MeasuredWork {
    enum Shape {
        case fanOut(screens: Int)
        case chain(length: Int)
    }

    private let sink = Sink()
    private let links: [ObservedValue]
    private let windows: [Window]
    private let deliveriesPerEvent: Int
    private var next = 0
    private var expectedCount: Int

    init(_ shape: Shape) throws(CheckFailure) {
        let deliver = sink.handler
        var screens: [TrackingScreen] = []
        switch shape {
        case .fanOut(let count):
            let source = ObservedValue()
            links = [source]
            screens = (0..<max(count, 1)).map { _ in TrackingScreen(source: source, deliver: deliver) }
            deliveriesPerEvent = screens.count
        case .chain(let length):
            let values = (0..<max(length, 1)).map { _ in ObservedValue() }
            links = values
            for (source, target) in zip(values, values.dropFirst()) {
                screens.append(TrackingScreen(source: source) { value in target.value = value })
            }
            screens.append(TrackingScreen(source: values[values.count - 1], deliver: deliver))
            deliveriesPerEvent = 1
        }
        // Making each window visible runs its screen's first update, which delivers the current value.
        windows = screens.map { Window(rootViewController: $0) }
        for window in windows { window.makeKeyAndVisible() }
        UpdateCycle.flush()
        expectedCount = sink.count
        try ValueCheck.expect(expectedCount >= deliveriesPerEvent, true, "every screen's first update delivered")
        try check()
    }

    func run(iterations: Int) {
        let head = links[0]
        var value = next
        for _ in 0..<iterations {
            value &+= 1
            head.value = value
            UpdateCycle.flush()
        }
        next = value
        expectedCount &+= iterations * deliveriesPerEvent
    }

    func check() throws(CheckFailure) {
        try ValueCheck.expect(links.map(\.value), Array(repeating: next, count: links.count), "the observed values")
        try ValueCheck.expect(sink.value, next, "the value delivered last")
        try ValueCheck.expect(sink.count, expectedCount, "values delivered")
        try ValueCheck.expect(UpdateCycle.hasPendingUpdates, false, "screens left waiting for their update")
    }
}
