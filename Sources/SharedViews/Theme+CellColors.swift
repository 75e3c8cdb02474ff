import SharedModel
import ViewKit

/// The colours each theme gives a subject cell (spec §3.5): the model layer says which theme is
/// current, the views say what it looks like.
extension Theme {
    public var cellTitleColor: Color {
        switch self {
        case .day: .black
        case .night: .white
        }
    }

    public var cellBackgroundColor: Color {
        switch self {
        case .day: .white
        case .night: .charcoal
        }
    }
}
