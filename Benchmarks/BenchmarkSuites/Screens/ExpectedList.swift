import SharedModel
import ViewKit

/// What the subject list must hold, per the specification (§3.3): one cell per open subject
/// (title = name, image `subject-<id>`, highlighted image `subject-<id>-highlighted`), then `More`
/// (image `subject-more`, no highlighted image).
struct ExpectedList {
    /// One cell's expected content.
    struct Cell: Equatable, CustomStringConvertible {
        var title: String
        var image: String?
        var highlightedImage: String?

        var description: String {
            "\"\(title)\" [\(image ?? "-") / \(highlightedImage ?? "-")]"
        }
    }

    /// The open subjects as (id, name), in catalogue order.
    var openSubjects: [(id: Int, name: String)]

    /// Cells in the list: the open subjects and More.
    var itemCount: Int {
        openSubjects.count + 1
    }

    /// The cell at `index`.
    func cell(at index: Int) -> Cell {
        guard index < openSubjects.count else {
            return Cell(title: SpecText.more, image: SpecText.moreImage, highlightedImage: nil)
        }
        let subject = openSubjects[index]
        return Cell(title: subject.name, image: "subject-\(subject.id)", highlightedImage: "subject-\(subject.id)-highlighted")
    }

    /// The open subjects of the fake backend's sample data for its junior-phase user, worked out by
    /// hand from the spec's rules (§3.2): Chemistry is off, Biology was switched off later, History
    /// on later, Science is not offered in the junior phase, id 99 is not in the catalogue.
    static let sampleData = ExpectedList(openSubjects: [
        (1, "Math"), (2, "Chinese"), (3, "English"), (4, "Physics"), (7, "History"),
    ])

    /// `SampleData.catalogue(count:namePrefix:)` with every subject switched on: every subject is open.
    static func generated(count: Int, namePrefix: String = "Subject") -> ExpectedList {
        ExpectedList(openSubjects: (0..<count).map { ($0 + 1, "\(namePrefix) \($0 + 1)") })
    }
}
