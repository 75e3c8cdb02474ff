/// What one cell of the subject list shows: a subject, or the trailing More cell.
///
/// The image names follow from the kind (spec §3.3: `subject-<id>`, `subject-<id>-highlighted`,
/// `subject-more`), so they are worked out when a cell shows them rather than stored for every item
/// of a list most of which never comes on screen: making a cell costs its title alone, which for a
/// short name is a small string and no allocation.
public struct SubjectCellData: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case subject(id: Int)
        case more
    }

    // The title first: so laid out, a cell takes 32 bytes rather than the 40 that the kind's tag
    // byte, padded out before the title, would make it; a list of 100,000 cells is 0.8 MB smaller.
    public let title: String
    public let kind: Kind
    /// The subject's phases the app knows, which the cell's second line names (spec §7.2); none for More.
    public let phases: PhaseSet

    /// A cell of `kind` titled `title`, its subject offered in `phases`.
    public init(kind: Kind, title: String, phases: PhaseSet = []) {
        self.kind = kind
        self.title = title
        self.phases = phases
    }

    /// A subject's cell: its name, `subject-<id>` and `subject-<id>-highlighted`, and its phases.
    public init(subject: Subject) {
        self.init(kind: .subject(id: subject.id), title: subject.name, phases: PhaseSet(subject.phases))
    }

    /// The cell's second line: its subject's phases in canonical order, `Junior · Senior`; empty for
    /// More and for a subject offered in no phase the app knows. Worked out when a cell shows it.
    public var detail: String {
        phases.detail
    }

    /// The image the cell shows.
    public var imageName: String {
        switch kind {
        case .subject(let id): "subject-\(id)"
        case .more: "subject-more"
        }
    }

    /// The image while the cell is highlighted; the More cell has none.
    public var highlightedImageName: String? {
        switch kind {
        case .subject(let id): "subject-\(id)-highlighted"
        case .more: nil
        }
    }

    /// The last cell of the list, which leads to All Subjects.
    public static let more = SubjectCellData(kind: .more, title: "More")
}
