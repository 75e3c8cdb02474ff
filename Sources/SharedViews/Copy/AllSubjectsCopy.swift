/// The All Subjects screen's words (spec §7.5, §7.6, §7.8), defined once for every architecture.
public enum AllSubjectsCopy {
    public static let loadFailed = "Couldn't load the catalogue."
    public static let retry = "Retry"
    /// After the name of a subject the user has open.
    public static let openMark = " ✓"
    /// After the name (and any open mark) of the subject the app was opened for from a link.
    public static let linkedMark = " · from your link"
}
