/// Everything that can go wrong with an API call, as the screens need to tell it apart.
public enum APIError: Error, Hashable, Sendable {
    /// No answer: the device is offline.
    case noConnection
    /// No answer in time.
    case timedOut
    /// 401: the credentials or the session were refused.
    case unauthorized
    /// Any other status outside 200–299.
    case server(status: Int)
    /// A 2xx answer whose body could not be read; the reason names the path and what was expected.
    case malformed(ReformError)
    /// The call was refused before sending because its parameters were invalid.
    case invalidParameters(reason: String)
    /// The caller cancelled the call before its answer landed.
    case cancelled
}
