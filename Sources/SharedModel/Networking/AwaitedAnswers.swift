/// The answers one load still waits for (spec §3.3: nothing changes on screen until both of the
/// subject list's requests have answered, whichever lands first).
///
/// Every architecture waits for its two answers with this one type, in the same three steps, so
/// that a reader comparing them sees only what the patterns do differently:
///
/// ```swift
/// answers.expect([catalogue, settings])    // before sending: an answer may land inside the call
/// // …send both requests…
/// if answers.land(catalogue) { bothAnswered() }   // in each request's answer, success or failure
/// ```
///
/// A new `expect` replaces the load in progress (its managers cancel the old requests). An answer
/// from a source not awaited, or a second answer from the same one, is ignored and never completes
/// a load.
public struct AwaitedAnswers<Source: Hashable>: Sendable where Source: Sendable {
    private var awaited: Set<Source> = []

    /// Waits for nothing.
    public init() {}

    /// Whether a load is waiting for at least one answer.
    public var isWaiting: Bool { !awaited.isEmpty }

    /// Starts a load that waits for one answer from each of `sources`.
    public mutating func expect(_ sources: Set<Source>) {
        awaited = sources
    }

    /// Records `source`'s answer. Returns `true` exactly once per load: when this was the last
    /// answer awaited.
    public mutating func land(_ source: Source) -> Bool {
        awaited.remove(source) != nil && awaited.isEmpty
    }
}
