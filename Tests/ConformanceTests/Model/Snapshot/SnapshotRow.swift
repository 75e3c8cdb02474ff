// Teaches: a snapshot is compared as a whole but reported row by row: one named field of the screen
// and what it shows, so two screens can be printed side by side.

struct SnapshotRow: Equatable, Sendable {
    let key: String
    let value: String
}
