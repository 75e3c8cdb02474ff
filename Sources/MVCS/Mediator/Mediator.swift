// Role: navigation
// Seed 002's Mediator, in Swift: one feature never names another feature's screen. It asks the
// mediator for a target (the called feature, by name) and an action with parameters, and the
// target, which belongs to the called feature, builds the screen. Every feature depends on this one
// type and no feature on another: the dependencies sink into the mediator.
import ViewKit

/// Finds a registered target by name and has it perform an action, answering with the screen it
/// built or with a typed failure, never a crash.
@MainActor
final class Mediator {
    private let targets: [String: any MediatorTarget]

    /// A mediator over `targets`, each registered under its ``MediatorTarget/name``.
    init(targets: [any MediatorTarget]) {
        self.targets = Dictionary(targets.map { (type(of: $0).name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The screen that `action` of the target registered as `target` builds from `parameters`, which
    /// may carry anything the action reads: text, a number, a callback to the caller.
    func perform(_ action: String, of target: String, parameters: [String: Any] = [:]) -> Result<ViewController, MediatorError> {
        guard let found = targets[target] else {
            return .failure(.unknownTarget(target))
        }
        do {
            return .success(try found.perform(action, parameters: parameters, mediator: self))
        } catch {
            return .failure(error)
        }
    }
}
