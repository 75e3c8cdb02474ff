/// What an API manager does when it is asked again while its request is in flight.
public enum InFlightPolicy: Sendable {
    /// Keep the request in flight and ignore the new call (a login must not be sent twice).
    case ignoreNewCall
    /// Cancel the request in flight and send the new one (a refresh wants the newest data).
    case cancelPreviousCall
}
