/// The All Subjects screen's words (spec §7.5, §7.6), defined once for every architecture.
public enum AllSubjectsCopy {
    public static let loadFailed = "Couldn't load the catalogue."
    public static let retry = "Retry"
    /// After the name of a subject the user has open.
    public static let openMark = " ✓"
}
