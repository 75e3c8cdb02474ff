/// The feature a source file belongs to.
public enum Feature: String, Sendable, Codable, CaseIterable, Comparable {
    /// The login screen.
    case login
    /// The subject list screen (Practice).
    case subjects
    /// The subject detail screen.
    case subjectDetail
    /// Everything else: app-wide wiring, helpers used by both features.
    case shared

    /// Declaration order.
    public static func < (lhs: Feature, rhs: Feature) -> Bool {
        order(lhs) < order(rhs)
    }

    private static func order(_ feature: Feature) -> Int {
        allCases.firstIndex(of: feature) ?? allCases.count
    }
}
