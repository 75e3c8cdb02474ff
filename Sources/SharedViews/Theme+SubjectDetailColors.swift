import SharedModel
import ViewKit

/// The colours each theme gives the subject detail screen (spec §7.1): its text and background, as a
/// subject's cell wears them on the list.
extension Theme {
    public var subjectDetailTextColor: Color { cellTitleColor }
    public var subjectDetailBackgroundColor: Color { cellBackgroundColor }
}
