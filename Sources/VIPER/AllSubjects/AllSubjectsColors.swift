// Role: state
// The colours of All Subjects, as the presenter derives them from the theme.
import ViewKit

struct AllSubjectsColors: Hashable {
    var text: Color
    var background: Color
}
