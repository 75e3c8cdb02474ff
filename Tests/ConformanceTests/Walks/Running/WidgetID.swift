// Teaches: the accessibility identifiers of docs/SPEC.md §2.1, §3.3, §7.1, §7.3 and §7.5, the only way
// the walks find a widget, exactly as a user (or UI test) would.

enum WidgetID {
    static let username = "login.username"
    static let password = "login.password"
    static let instruction = "login.instruction"
    static let submit = "login.submit"
    static let activity = "login.activity"

    static let list = "subjectList.list"
    static let refresh = "subjectList.refresh"
    static let loading = "subjectList.loading"
    static let error = "subjectList.error"
    static let retry = "subjectList.retry"
    static let empty = "subjectList.empty"
    /// In the navigation bar, not in the list's own view (§7.3).
    static let refreshButton = "subjectList.refreshButton"
    static let cellTitle = "subjectCell.title"
    static let cellImage = "subjectCell.image"

    static let subjectScreen = "subjectDetail.screen"
    static let subjectLoading = "subjectDetail.loading"
    static let subjectDescription = "subjectDetail.description"
    static let subjectChapters = "subjectDetail.chapters"
    static let subjectError = "subjectDetail.error"
    static let subjectRetry = "subjectDetail.retry"
    static let switchOff = "subjectDetail.switchOff"
    static let switching = "subjectDetail.switching"

    static let allSubjectsScreen = "allSubjects.screen"
    static let allSubjectsLoading = "allSubjects.loading"
    static let allSubjectsError = "allSubjects.error"
    static let allSubjectsRetry = "allSubjects.retry"
    /// What every subject's row on All Subjects is named by: `allSubjects.subject-<id>`.
    static let allSubjectsRowPrefix = "allSubjects.subject-"

    /// The row of the subject `id` on All Subjects.
    static func allSubjectsRow(subjectID id: Int) -> String { allSubjectsRowPrefix + String(id) }
}
