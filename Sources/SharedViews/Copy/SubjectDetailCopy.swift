/// The subject detail screen's words, defined once for every architecture.
public enum SubjectDetailCopy {
    public static let loadFailed = "Couldn't load this subject."
    public static let switchOffFailed = "Couldn't switch this subject off."
    public static let retry = "Retry"
    public static let switchOff = "Switch Off"
    public static let allSubjects = "All Subjects"

    /// How many chapters a subject has: `1 chapter`, `12 chapters`.
    public static func chapters(_ count: Int) -> String {
        count == 1 ? "1 chapter" : "\(count) chapters"
    }
}
