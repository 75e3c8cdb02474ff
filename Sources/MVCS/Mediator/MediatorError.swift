// Role: navigation
// What can go wrong when one feature asks the mediator for another's screen: nothing registered under
// the name, no such action, or a parameter the action needs is missing. Each says which, so a caller
// gets a clear failure and no screen.

/// Why the ``Mediator`` built no screen.
enum MediatorError: Error, Equatable, CustomStringConvertible {
    case unknownTarget(String)
    case unknownAction(target: String, action: String)
    case missingParameter(target: String, action: String, name: String)

    var description: String {
        switch self {
        case .unknownTarget(let target):
            "no target is registered as \"\(target)\""
        case .unknownAction(let target, let action):
            "the target \"\(target)\" has no action \"\(action)\""
        case .missingParameter(let target, let action, let name):
            "the action \"\(action)\" of \"\(target)\" needs the parameter \"\(name)\""
        }
    }
}
