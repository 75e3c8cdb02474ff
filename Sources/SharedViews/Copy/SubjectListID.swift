/// The accessibility identifiers of the Practice screen and of each of its cells (spec §3.3).
public enum SubjectListID {
    public static let screen = "subjects.screen"
    public static let list = "subjects.list"
    public static let refresh = "subjects.refresh"
    public static let loading = "subjects.loading"
    public static let error = "subjects.error"
    public static let retry = "subjects.retry"
    public static let empty = "subjects.empty"
    /// The navigation bar's Refresh button (spec §7.3).
    public static let refreshButton = "subjects.refreshButton"
    /// Inside every cell: its title label and its image.
    public static let cellTitle = "subjectCell.title"
    public static let cellImage = "subjectCell.image"
    /// Inside every cell: the second line, the subject's phases (spec §7.2).
    public static let cellDetail = "subjectCell.detail"
}
