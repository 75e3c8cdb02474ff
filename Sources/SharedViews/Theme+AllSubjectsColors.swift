import SharedModel
import ViewKit

/// The colours each theme gives All Subjects (spec §7.6): its rows' text and its background, as a
/// subject's cell wears them on the list.
extension Theme {
    public var allSubjectsTextColor: Color { cellTitleColor }
    public var allSubjectsBackgroundColor: Color { cellBackgroundColor }
}
