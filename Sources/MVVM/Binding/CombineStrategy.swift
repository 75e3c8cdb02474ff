// Role: glue
// Names the three moments at which a combined observable recomputes; see ObservableCombiner.swift.

/// When a combined observable runs its transform, counting only updates its sources announce after
/// the combination was made. The values the sources already hold are used, but are not updates.
public enum CombineStrategy: Sendable, Hashable {
    /// On the first update of any source, once; after that the combination never fires again and
    /// lets go of its sources. Fits a one-shot reaction, such as "the user started editing".
    case first
    /// Once every source has updated at least once, and then on every update of any source. Fits a
    /// result that means nothing until each input has been given, such as a completed form.
    case all
    /// On every update of any source. Fits a value derived from inputs that are meaningful from the
    /// start, such as "submit is enabled when both fields are valid".
    case every
}
