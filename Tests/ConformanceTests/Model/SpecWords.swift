// Teaches: the fixed words of docs/SPEC.md, written once for the model. The messages the login logic
// chooses come from the model layer (`LoginMessages`, `CredentialProblem.message`), which is the spec's
// own statement of them; everything else a user reads is spelled out here.

enum SpecWords {
    static let loginTitle = "Log In"
    static let submitTitle = "Log In"
    static let subjectListTitle = "Practice"
    static let allSubjectsTitle = "All Subjects"
    static let loadFailed = "Couldn't load your subjects."
    static let retry = "Retry"
    static let empty = "No subjects yet. Tap More to add some."
    static let more = "More"
    /// The subject list's bar button (§7.3).
    static let refresh = "Refresh"
    // The subject detail screen (§7.1).
    static let subjectLoadFailed = "Couldn't load this subject."
    static let switchOffFailed = "Couldn't switch this subject off."
    static let switchOff = "Switch Off"
    // All Subjects (§7.5).
    static let catalogueLoadFailed = "Couldn't load the catalogue."
    /// After the name of a subject the user has open.
    static let openMark = " ✓"
    /// After the name (and any open mark) of the subject of the link the app was opened from (§7.8).
    static let linkedMark = " · from your link"

    /// How many chapters a subject has: `1 chapter`, `10 chapters`.
    static func chapters(_ count: Int) -> String {
        count == 1 ? "1 chapter" : "\(count) chapters"
    }
}
