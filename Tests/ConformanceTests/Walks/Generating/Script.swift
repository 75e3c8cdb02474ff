// Teaches: one generated walk, complete: where it starts, the events in order (a named prefix
// that reaches an interesting state, then the generated part), and the seed that made it, if any.

struct Script<Model: ScreenModel>: Sendable {
    /// The starting point's name, or "random".
    let label: String
    let start: WalkStart
    /// How many of `events` are the starting point's prefix.
    let prefixLength: Int
    let events: [Model.Event]
    /// The seed of a random walk, to replay it.
    let seed: UInt64?
}
