/// How an architecture's subject list turns the catalogue's bytes into what it lists: the
/// choice seed 002 argues over, made per architecture and stated here so the benchmark can split a
/// list landing into its two phases (bytes to data, data to screen). A test checks each
/// architecture's sources build exactly the reformer named here.
public enum ListReading: String, CaseIterable, Sendable {
    /// `SubjectCellsReformer`: the bytes straight to the cells of the open subjects.
    case cellsInOneStep = "one-step"
    /// `CatalogueReformer`: the bytes to `Subject` entities first, then the open ones to cells.
    case entitiesFirst = "entities first"

    /// The reformer type the architecture's sources construct.
    public var reformerType: String {
        switch self {
        case .cellsInOneStep: "SubjectCellsReformer"
        case .entitiesFirst: "CatalogueReformer"
        }
    }
}
