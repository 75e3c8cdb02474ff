/// The feature a source file belongs to (``FeatureClassifier`` says how it is found): a screen, the
/// navigators between screens, or the shared code.
public enum Feature: String, Sendable, Codable, CaseIterable, Comparable {
    /// The login screen.
    case login
    /// The subject list, titled Practice.
    case subjectList
    /// The subject detail screen.
    case subjectDetail
    /// All Subjects, the catalogue of the user's phase, once it is each architecture's own screen.
    case allSubjects
    /// The objects that move between screens: routers, coordinators, the mediator, app-level flows,
    /// and the protocols they adopt. No screen's, whichever screen's name they carry.
    case navigators
    /// Everything else: app-wide wiring, helpers used by several screens.
    case shared

    /// The feature in words: `login` gives `login`, `subjectList` gives `subject list`.
    public var name: String {
        var words = ""
        for character in rawValue {
            words += character.isUppercase ? " " + character.lowercased() : String(character)
        }
        return words
    }

    /// Declaration order.
    public static func < (lhs: Feature, rhs: Feature) -> Bool {
        order(lhs) < order(rhs)
    }

    private static func order(_ feature: Feature) -> Int {
        allCases.firstIndex(of: feature) ?? allCases.count
    }
}
