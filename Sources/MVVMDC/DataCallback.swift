// Role: glue
// How data controllers answer: a completion closure called once when the work is done, instead of
// a binding or an observable. The view controller passes one in and reads the data controller's
// properties when it is called.
import SharedModel

/// Called once with the data asked for, or with why it could not be had.
typealias DataCallback<Value> = @MainActor (Result<Value, APIError>) -> Void

/// Called once when the work is done; the data is then on the data controller's properties.
typealias CompletionCallback = DataCallback<Void>
