/// The accessibility identifiers of the All Subjects screen (spec §7.5).
public enum SubjectSettingsID {
    public static let screen = "subjectSettings.screen"
    public static let loading = "subjectSettings.loading"
    public static let error = "subjectSettings.error"

    /// The row of the subject `id`.
    public static func row(subjectID id: Int) -> String { "subjectSettings.subject-\(id)" }
}
