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

    /// The secondary colour: a cell's second line (spec §7.2).
    public var cellDetailColor: Color {
        switch self {
        case .day: .darkGray
        case .night: .lightGray
        }
    }

    public var cellBackgroundColor: Color {
        switch self {
        case .day: .white
        case .night: .charcoal
        }
    }
}
