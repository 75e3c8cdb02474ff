import SharedModel
@testable import MVVMDC

/// An environment whose answers land only when the test says so.
@MainActor
func makeEnvironment(signedIn: Bool = true) -> (environment: AppEnvironment, scheduler: ManualScheduler) {
    let scheduler = ManualScheduler()
    let environment = AppEnvironment(scheduler: scheduler)
    if signedIn { environment.signIn() }
    return (environment, scheduler)
}

/// Records every answer a data controller gives, so a test can count them and read the last.
@MainActor
final class Answers<Value> {
    private(set) var all: [Result<Value, APIError>] = []

    var callback: DataCallback<Value> { { [self] in all.append($0) } }
    var count: Int { all.count }
    var last: Result<Value, APIError>? { all.last }

    var lastError: APIError? {
        guard case .failure(let error)? = last else { return nil }
        return error
    }

    var lastSucceeded: Bool {
        guard case .success? = last else { return false }
        return true
    }
}
