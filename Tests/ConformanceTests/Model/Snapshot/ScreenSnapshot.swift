// Teaches: what every screen snapshot offers: equality (one comparison per step) and rows (a readable
// failure).

protocol ScreenSnapshot: Equatable, Sendable {
    /// Every field of the snapshot, in a fixed order, for the side-by-side report.
    var rows: [SnapshotRow] { get }
}
