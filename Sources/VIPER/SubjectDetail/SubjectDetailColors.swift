// Role: state
// The colours of the subject detail screen, as the presenter derives them from the theme.
import ViewKit

struct SubjectDetailColors: Hashable {
    var text: Color
    var background: Color
}
