// Role: state
// The colours of every subject cell, as the presenter derives them from the theme.
import ViewKit

struct SubjectCellColors: Hashable {
    var title: Color
    var background: Color
}
