// Teaches: what one item of the subject list shows and where it leads (§3.3, §3.5, §7.1): a subject's
// name and images, leading to its subject detail screen, then a last More item with no highlighted image,
// leading to All Subjects.
import SharedModel

struct ListItem: Hashable, Sendable {
    let title: String
    let image: String
    let highlightedImage: String?
    /// The subject whose screen selecting it pushes; nil for More.
    let subject: Subject?

    init(subject: Subject) {
        title = subject.name
        image = "subject-\(subject.id)"
        highlightedImage = "subject-\(subject.id)-highlighted"
        self.subject = subject
    }

    private init(title: String, image: String, highlightedImage: String?) {
        self.title = title
        self.image = image
        self.highlightedImage = highlightedImage
        subject = nil
    }

    static let more = ListItem(title: SpecWords.more, image: "subject-more", highlightedImage: nil)
}
