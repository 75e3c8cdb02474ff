/// Hears how an API manager's call ended: one callback pair for every manager, in the discrete
/// style. A screen that owns several managers tells them apart by identity (`manager === loginManager`).
@MainActor
public protocol APIManagerDelegate: AnyObject {
    /// The call succeeded; read the result with ``APIManager/fetch(with:)``.
    func apiManagerDidSucceed(_ manager: APIManager)
    /// The call failed, or was refused before sending (``APIError/invalidParameters(reason:)``).
    func apiManager(_ manager: APIManager, didFailWith error: APIError)
}
