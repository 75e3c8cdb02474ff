/// What the subject screen shows of one subject (`GET /subjects/<id>`): its description and how
/// many chapters it has.
public struct SubjectDetails: Hashable, Sendable {
    public let id: Int
    public let name: String
    public let description: String
    /// The number of chapters, never negative.
    public let chapterCount: Int

    public init(id: Int, name: String, description: String, chapterCount: Int) {
        self.id = id
        self.name = name
        self.description = description
        self.chapterCount = chapterCount
    }
}
