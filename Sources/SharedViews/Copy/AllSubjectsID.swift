/// The accessibility identifiers of the All Subjects screen (spec §7.5, §7.6).
public enum AllSubjectsID {
    public static let screen = "allSubjects.screen"
    public static let loading = "allSubjects.loading"
    public static let error = "allSubjects.error"
    public static let retry = "allSubjects.retry"

    /// The row of the subject `id`.
    public static func row(subjectID id: Int) -> String { "allSubjects.subject-\(id)" }
}
