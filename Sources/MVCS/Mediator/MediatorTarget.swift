// Role: assembly
// The other side of the Mediator: each feature offers one target, registered by name, whose actions
// build that feature's screens. The Objective-C original finds `Target_<name>` and its
// `Action_<name>:` at run time; here the assembly registers targets and each target switches on its
// action names, so an unknown name is a typed failure instead of a nil from the runtime.
import ViewKit

/// A feature's entry for the ``Mediator``: its name and the actions that build its screens.
@MainActor
protocol MediatorTarget {
    /// The name callers ask for, through the typed wrappers beside the feature.
    nonisolated static var name: String { get }
    /// The screen `action` builds from `parameters`; `mediator` is handed to the screen for its own
    /// moves to other features.
    func perform(_ action: String, parameters: [String: Any], mediator: Mediator) throws(MediatorError) -> ViewController
}
