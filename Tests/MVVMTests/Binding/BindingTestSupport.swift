// Test support shared by the binding kit tests: a value recorder and a non-Equatable payload.

import MVVM

/// Collects every value an observer hands it, so a test can compare the exact sequence.
@MainActor
final class BindingRecorder<Value> {
    private(set) var values: [Value] = []

    var count: Int { values.count }

    func record(_ value: Value) {
        values.append(value)
    }

    /// A new observer that records into this recorder. The recorder owns no source, so capturing
    /// it strongly forms no cycle.
    func makeObserver() -> Observer<Value> {
        Observer { value in self.record(value) }
    }
}

/// A payload that is deliberately not Equatable, to show what only a Signal can carry.
struct NonEquatableTap {
    let x: Int
}
