// Teaches: what the fake server can answer to one request, in the words of the spec's §2.4 and §3.4
// (success, each failure kind, malformed bodies), and the fault that makes the real backend say it.
import SharedModel

/// One answer of the fake server.
enum ServerAnswer: Hashable, Sendable, CustomStringConvertible {
    /// No fault: the backend answers from its own data (a login: it checks the account; the lists:
    /// `SampleData`'s catalogue and settings, with the switch-offs it has answered; a subject's
    /// details: `SampleData.details(of:)` for a subject of its own catalogue, else 404; a switch-off:
    /// 200, and the subject is off once the answer lands).
    case natural
    /// A 200 with this body.
    case body(Payload)
    /// This status, with the backend's small JSON error body.
    case status(Int)
    case noConnection
    /// No answer until the time-out interval has passed; then a time-out.
    case timeout

    /// The fault that makes the fake backend give this answer; nil: no fault at all.
    var fault: Fault? {
        switch self {
        case .natural: nil
        case .body(let payload): .body(payload.data)
        case .status(let code): .status(code)
        case .noConnection: .noConnection
        case .timeout: .timeout
        }
    }

    var description: String {
        switch self {
        case .natural: "as its own data says"
        case .body(let payload): "200 \(payload)"
        case .status(let code): "\(code)"
        case .noConnection: "no connection"
        case .timeout: "time-out"
        }
    }
}
