import ViewKit

/// The app's appearance, day or night, and the colours each gives a subject cell.
public enum Theme: String, Hashable, Sendable, CaseIterable {
    case day
    case night

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
