/// What one cell of the Practice list shows: a subject, or the trailing More cell.
public struct SubjectCellData: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case subject(id: Int)
        case more
    }

    public let kind: Kind
    public let title: String
    public let imageName: String
    /// The image while the cell is highlighted; the More cell has none.
    public let highlightedImageName: String?

    public init(kind: Kind, title: String, imageName: String, highlightedImageName: String?) {
        self.kind = kind
        self.title = title
        self.imageName = imageName
        self.highlightedImageName = highlightedImageName
    }

    /// A subject's cell: its name, `subject-<id>` and `subject-<id>-highlighted`.
    public init(subject: Subject) {
        self.init(id: subject.id, name: subject.name)
    }

    init(id: Int, name: String) {
        self.init(kind: .subject(id: id), title: name, imageName: "subject-\(id)",
                  highlightedImageName: "subject-\(id)-highlighted")
    }

    /// The last cell of the list, which leads to the subject settings.
    public static let more = SubjectCellData(kind: .more, title: "More", imageName: "subject-more",
                                             highlightedImageName: nil)
}
