/// The Practice screen's words, defined once for every architecture.
public enum SubjectListCopy {
    public static let title = "Practice"
    public static let loadFailed = "Couldn't load your subjects."
    public static let retry = "Retry"
    public static let empty = "No subjects yet. Tap More to add some."
    public static let settingsTitle = "All Subjects"
    /// The reuse identifier every architecture registers its subject cell under.
    public static let cellReuseIdentifier = "subject"
}

/// The accessibility identifiers of the Practice screen and of each of its cells.
public enum SubjectListID {
    public static let list = "subjects.list"
    public static let loading = "subjects.loading"
    public static let error = "subjects.error"
    public static let retry = "subjects.retry"
    public static let empty = "subjects.empty"
    /// Inside every cell: its title label and its image.
    public static let cellTitle = "subjectCell.title"
    public static let cellImage = "subjectCell.image"
}
