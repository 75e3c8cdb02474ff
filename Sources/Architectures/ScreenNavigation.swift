/// What moves an architecture from one screen to the next: the choice seeds 002 and 003 argue over,
/// stated per architecture so that claim `router-decouples-screens` sets every architecture that
/// moves through an object of its own against MVC's direct push. A test checks each architecture's
/// sources declare the construct named here, and none of the others.
public enum ScreenNavigation: String, CaseIterable, Sendable {
    /// The view controller builds the next screen and pushes it (given a factory at most).
    case viewController = "view controller"
    /// A router per module or scene builds and pushes the next one (VIPER, seed 003; VIP).
    case router
    /// A mediator resolves the next screen by name, and its target builds it (seed 002).
    case mediator
    /// A coordinator owns each flow, builds its screens and moves between them.
    case coordinator

    /// How the sources declare the construct; nil for the view controller, which is everywhere.
    public var declaration: String? {
        switch self {
        case .viewController: nil
        case .router: #"(class|struct)\s+\w+Router\b"#
        case .mediator: #"class\s+Mediator\b"#
        case .coordinator: #"class\s+\w+Coordinator\s*:\s*Coordinator\b"#
        }
    }
}
