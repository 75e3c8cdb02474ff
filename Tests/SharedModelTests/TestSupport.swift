// Test support shared by the shared model layer's tests.

import Foundation
import SharedModel

/// The bytes of a JSON literal written in a test.
func json(_ text: String) -> Data {
    Data(text.utf8)
}

/// The spec's example of each catalogue shape, one subject each.
let catalogueSpecExamples: [(CatalogueShape, String)] = [
    (.v1, #"{"subjects":[{"id":1,"name":"Math","phases":["junior"]}]}"#),
    (.v2, #"{"data":{"items":[{"subject_id":1,"subject_name":"Math","phase_list":"junior"}]}}"#),
    (.legacy, #"{"list":[{"sid":"1","title":"Math","p":["junior"]}]}"#),
]

/// The error a reformer throws for `raw`, or nil when it reads it.
func reformError<R: Reformer>(_ reformer: R, _ raw: Data) -> ReformError? {
    do {
        _ = try reformer.reform(raw)
        return nil
    } catch {
        return error
    }
}

/// The error a manager's `fetch(with:)` throws, or nil when it returns a value.
@MainActor
func fetchError<R: Reformer>(_ manager: APIManager, _ reformer: R) -> APIError? {
    do {
        _ = try manager.fetch(with: reformer)
        return nil
    } catch {
        return error
    }
}

/// What a delegate heard, in order.
enum Callback: Equatable {
    case succeeded
    case failed(APIError)
}

/// An API manager delegate that records every callback and which manager sent it.
@MainActor
final class RecordingDelegate: APIManagerDelegate {
    private(set) var callbacks: [Callback] = []
    private(set) var senders: [ObjectIdentifier] = []
    /// Runs after a success is recorded, for tests that act from inside a callback.
    var onSuccess: ((APIManager) -> Void)?

    func apiManagerDidSucceed(_ manager: APIManager) {
        callbacks.append(.succeeded)
        senders.append(ObjectIdentifier(manager))
        onSuccess?(manager)
    }

    func apiManager(_ manager: APIManager, didFailWith error: APIError) {
        callbacks.append(.failed(error))
        senders.append(ObjectIdentifier(manager))
    }
}

/// A place for a completion handler to leave what it was given.
@MainActor
final class Box<Value> {
    var values: [Value] = []
    var last: Value? { values.last }
}

/// A fake backend on a manual scheduler: the set-up of most tests here.
@MainActor
func makeBackend() -> (FakeBackend, ManualScheduler) {
    let scheduler = ManualScheduler()
    return (FakeBackend(scheduler: scheduler), scheduler)
}

/// Sends `request` straight to the backend and runs the scheduler until the answer lands.
@MainActor
func exchange(
    _ request: HTTPRequest, with backend: FakeBackend, _ scheduler: ManualScheduler
) -> Result<HTTPResponse, TransportError>? {
    let box = Box<Result<HTTPResponse, TransportError>>()
    _ = backend.send(request) { box.values.append($0) }
    scheduler.runUntilIdle()
    return box.last
}

/// The body of a successful answer, decoded as a JSON object.
func jsonObject(_ data: Data) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
}
