/// Where the binding cases deliver values: the same trivial handler body for the kit's observers
/// and for the floor, so that the difference is what the kit adds.
@MainActor
final class Sink {
    /// The last value received.
    var value = 0
    /// How many values were received.
    var count = 0

    /// A handler that records into this sink. The sink does not hold the handler, so the observer
    /// that does (held by its source) forms no cycle.
    var handler: @MainActor (Int) -> Void {
        { [self] value in
            self.value = value
            self.count &+= 1
        }
    }
}
