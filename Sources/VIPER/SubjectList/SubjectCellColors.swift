// Role: state
// The colours of every subject cell, as the presenter derives them from the theme.
import ViewKit

struct SubjectCellColors: Hashable {
    var title: Color
    /// The second line's colour.
    var detail: Color
    var background: Color
}
