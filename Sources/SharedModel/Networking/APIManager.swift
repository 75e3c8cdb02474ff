import Foundation

/// The mechanism every API manager shares, written once: validate, send, keep the raw answer, map
/// failures to ``APIError``, report through the delegate, and apply the caller's reformer on demand.
///
/// One subclass per endpoint says only what is particular to it: its policy, its request and its
/// parameter check. The manager cancels its request when its owner releases it, so no answer ever
/// reaches a screen that has gone.
@MainActor
open class APIManager {
    /// The manager's progress.
    public enum State: Hashable, Sendable {
        case idle
        case loading
        case succeeded
        case failed(APIError)
    }

    /// Bodies larger than this are refused as malformed rather than handed to a reformer.
    public static let maximumBodySize = 64 * 1024 * 1024

    public weak var delegate: (any APIManagerDelegate)?
    public let inFlightPolicy: InFlightPolicy
    public private(set) var state: State = .idle
    /// The body of the last successful answer, as it came.
    public private(set) var rawResponse: Data?

    private let transport: any Transport
    private var inFlight: (any RequestHandle)?
    // Tells a stale answer (from a request that was replaced) from the current one.
    private var generation = 0

    public init(transport: any Transport, inFlightPolicy: InFlightPolicy) {
        self.transport = transport
        self.inFlightPolicy = inFlightPolicy
    }

    isolated deinit {
        inFlight?.cancel()
    }

    public var isLoading: Bool { state == .loading }

    /// Sends `request` after `validation` passes, following the in-flight policy. Returns whether a
    /// request was sent. A failed validation is reported to the delegate and sends nothing.
    @discardableResult
    public func send(_ request: HTTPRequest, validation: Result<Void, APIError> = .success(())) -> Bool {
        if isLoading {
            switch inFlightPolicy {
            case .ignoreNewCall: return false
            case .cancelPreviousCall: inFlight?.cancel()
            }
        }
        if case .failure(let error) = validation {
            state = .failed(error)
            delegate?.apiManager(self, didFailWith: error)
            return false
        }
        generation += 1
        let current = generation
        state = .loading
        inFlight = nil
        let handle = transport.send(request) { [weak self] result in
            guard let self, self.generation == current else { return }
            self.finish(result)
        }
        // An immediate transport may already have answered; keep the handle only while in flight.
        if current == generation, isLoading { inFlight = handle }
        return true
    }

    /// Cancels the request in flight, if any. The delegate hears nothing: the caller asked for it.
    public func cancel() {
        guard isLoading else { return }
        generation += 1
        inFlight?.cancel()
        inFlight = nil
        state = .failed(.cancelled)
    }

    /// The last answer turned into what the caller needs. Throws `.malformed` when the reformer
    /// cannot read the body, and the failure or `.cancelled` when there is no answer to read.
    public func fetch<R: Reformer>(with reformer: R) throws(APIError) -> R.Output {
        guard state == .succeeded, let rawResponse else {
            if case .failed(let error) = state { throw error }
            throw .cancelled
        }
        do {
            return try reformer.reform(rawResponse)
        } catch {
            throw .malformed(error)
        }
    }

    private func finish(_ result: Result<HTTPResponse, TransportError>) {
        inFlight = nil
        switch result {
        case .failure(.noConnection): fail(.noConnection)
        case .failure(.timedOut): fail(.timedOut)
        case .success(let response) where response.status == 401: fail(.unauthorized)
        case .success(let response) where !(200...299).contains(response.status):
            fail(.server(status: response.status))
        case .success(let response) where response.body.count > Self.maximumBodySize:
            fail(.malformed(ReformError(
                path: "$", expected: "a body of at most \(Self.maximumBodySize) bytes",
                found: "\(response.body.count) bytes")))
        case .success(let response):
            rawResponse = response.body
            state = .succeeded
            delegate?.apiManagerDidSucceed(self)
        }
    }

    private func fail(_ error: APIError) {
        state = .failed(error)
        delegate?.apiManager(self, didFailWith: error)
    }
}
