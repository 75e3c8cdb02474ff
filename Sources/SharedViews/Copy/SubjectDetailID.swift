/// The accessibility identifiers of the subject detail screen (spec §7.1).
public enum SubjectDetailID {
    public static let screen = "subjectDetail.screen"
    public static let loading = "subjectDetail.loading"
    public static let description = "subjectDetail.description"
    public static let chapters = "subjectDetail.chapters"
    public static let error = "subjectDetail.error"
    public static let retry = "subjectDetail.retry"
    public static let switchOff = "subjectDetail.switchOff"
    public static let switching = "subjectDetail.switching"
    public static let allSubjects = "subjectDetail.allSubjects"
}
