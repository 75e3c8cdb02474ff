/// The subject list's words, defined once for every architecture.
public enum SubjectListCopy {
    public static let title = "Practice"
    public static let loadFailed = "Couldn't load your subjects."
    public static let retry = "Retry"
    public static let empty = "No subjects yet. Tap More to add some."
    /// The navigation bar's button that refreshes the list (spec §7.3).
    public static let refresh = "Refresh"
    public static let allSubjectsTitle = "All Subjects"
    /// The reuse identifier every architecture registers its subject cell under.
    public static let cellReuseIdentifier = "subject"
}
