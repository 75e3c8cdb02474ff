/// The kit's stand-in for the moment UIKit updates the screen before the next frame: view
/// controllers whose ``ViewController/updateProperties()`` read something that has since changed
/// wait here, and each runs once, however many changes it heard, before the screen is next read.
///
/// UIKit runs `updateProperties()` inside observation tracking and re-runs it in the next update
/// pass when anything it read changes. A headless kit has no frames, so the pass comes when someone
/// looks: at the end of every simulated user action, and whenever a widget's state is read (a test,
/// the benchmark, or a screen's own code). Nothing is pending for a screen that never opts in, so
/// every other screen pays one check per read.
@MainActor
public enum UpdateCycle {
    /// Screens waiting for their update, in the order they were invalidated.
    private static var pending: [ObservedScreen] = []
    private static var isFlushing = false
    /// Whether a screen's update is running: nothing flushes or runs nested inside it.
    static var isUpdating = false
    /// Passes one flush may take before it stops: an update that invalidates itself (or two
    /// screens that invalidate each other) would otherwise run for ever. What is still pending
    /// waits for the next read.
    public static let passLimit = 64

    /// Whether any screen waits for its update.
    public static var hasPendingUpdates: Bool { !pending.isEmpty }

    /// Queues `screen`'s update, once however often it is invalidated before the next pass.
    static func enqueue(_ screen: ObservedScreen) {
        guard !screen.isQueued else { return }
        screen.isQueued = true
        pending.append(screen)
    }

    /// Runs every pending update now, and those the updates themselves invalidate, up to
    /// ``passLimit`` passes. Does nothing when nothing is pending (every widget read calls it
    /// first), or inside a flush or an update (an update that reads a widget).
    @inline(__always)
    public static func flush() {
        // The fast path every widget read takes: nothing is pending.
        if hasPendingUpdates { flushPending() }
    }

    private static func flushPending() {
        guard !isFlushing, !isUpdating else { return }
        isFlushing = true
        defer { isFlushing = false }
        var passes = 0
        while !pending.isEmpty, passes < passLimit {
            passes += 1
            let batch = pending
            pending = []
            for screen in batch {
                screen.isQueued = false
                screen.controller?.updatePropertiesIfNeeded()
            }
        }
    }
}

/// A view controller's place in the update cycle: held by the observation's change handler, which
/// may outlive the controller, so it keeps the controller weakly.
@MainActor
final class ObservedScreen {
    weak var controller: ViewController?
    var isQueued = false
    /// Counts the controller's tracked updates: only the latest update's change handler acts.
    var generation = 0

    init(_ controller: ViewController) {
        self.controller = controller
    }
}
