/// The accessibility identifiers of the subject list and of each of its cells (spec §3.3).
public enum SubjectListID {
    public static let screen = "subjectList.screen"
    public static let list = "subjectList.list"
    public static let refresh = "subjectList.refresh"
    public static let loading = "subjectList.loading"
    public static let error = "subjectList.error"
    public static let retry = "subjectList.retry"
    public static let empty = "subjectList.empty"
    /// The navigation bar's Refresh button (spec §7.3).
    public static let refreshButton = "subjectList.refreshButton"
    /// Inside every cell: its title label and its image.
    public static let cellTitle = "subjectCell.title"
    public static let cellImage = "subjectCell.image"
    /// Inside every cell: the second line, the subject's phases (spec §7.2).
    public static let cellDetail = "subjectCell.detail"
}
