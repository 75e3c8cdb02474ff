/// What a reformer of the catalogue makes of each subject as ``CatalogueReading`` streams the
/// payload: it reads the phases its own way and decides what, if anything, the subject gives.
///
/// ``CatalogueReformer`` builds every ``Subject``; ``SubjectCellsReformer`` only learns whether the
/// user's phase is among the phases, and makes a cell only for an open subject.
protocol CatalogueItemBuilder {
    /// What one subject gives.
    associatedtype Item
    /// What the builder keeps of a subject's phases.
    associatedtype Phases

    /// Reads v1's and legacy's phases, an array of strings.
    func readPhaseArray(_ reader: inout JSONReader) throws(JSONReaderError) -> Phases
    /// Reads v1's and legacy's phases when they are written plainly; nil at anything else.
    func readPhaseArray(plainly cursor: inout JSONPlainCursor) -> Phases?
    /// v2's phases, one comma-separated string.
    func phases(inList list: JSONStringToken) -> Phases
    /// What the subject gives, or nil for nothing. `name` points into the payload: make its
    /// `String` only if it is kept.
    func item(id: Int, name: JSONStringToken, phases: Phases) -> Item?
}
