/// The role of a region of architecture source code (see the behaviour specification, section 5).
public enum Role: String, Sendable, Codable, CaseIterable, Comparable {
    /// Widget layout and composition.
    case view
    /// Decisions: validation order, message choice, open-subject rules, formatting.
    case logic
    /// Plain data describing what a view shows.
    case state
    /// Code whose only job is to carry data or events between components.
    case glue
    /// Moving between screens.
    case navigation
    /// Creating and connecting a module's parts.
    case assembly
    /// Code before any role line, or after a role line naming an unknown role. Always a problem to
    /// fix; counted so that no line goes missing from the totals.
    case unassigned

    /// The roles a role line may name, in specification order.
    public static let declared: [Role] = [.view, .logic, .state, .glue, .navigation, .assembly]

    /// Specification order, `unassigned` last.
    public static func < (lhs: Role, rhs: Role) -> Bool {
        order(lhs) < order(rhs)
    }

    private static func order(_ role: Role) -> Int {
        allCases.firstIndex(of: role) ?? allCases.count
    }
}
