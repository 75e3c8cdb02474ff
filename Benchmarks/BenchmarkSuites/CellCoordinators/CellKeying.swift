/// How a list keeps its cell coordinators (seed 004): one per reused cell, as MVVM's
/// `SubjectCollectionCoordinator` does, or one per item, the design the seed warns against.
enum CellKeying: String, CaseIterable, Sendable {
    /// One coordinator per cell the collection view made; a cell that goes off screen is unbound.
    case byCell = "by-cell"
    /// One coordinator per item ever shown, each following the theme for as long as the list lives.
    case byItem = "by-item"
}
