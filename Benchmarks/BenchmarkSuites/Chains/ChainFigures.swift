import Architectures
import BenchmarkCore

/// The chain of each event of ``ChainEvent`` on each architecture: every call the event made into
/// the architecture's own code, from the user's action (or the answer's arrival) until the screen
/// settled, deferred update passes included, in the order they ran, and the widget changes it made.
/// Recorded by `bash Benchmarks/measure-chains` with a function-entry trace (``CallTrace``), kept in
/// ``path``; the benchmark reads them back (``ChainCase``) and the compare page prints them.
public struct ChainFigures: Codable, Sendable, Equatable {
    /// The file, relative to the package root.
    public static let path = "Benchmarks/chains.json"
    /// The command that records it.
    public static let command = "bash Benchmarks/measure-chains"

    /// One event as it ran on one architecture.
    public struct EventChain: Codable, Sendable, Equatable {
        /// ``ChainEvent``'s raw value.
        public var event: String
        /// `widget.property` of each change the event made, in order, e.g. `login.instruction.text`.
        public var changes: [String]
        /// Every call into the architecture's module, in the order they ran: methods, accessors and
        /// closures, a function entered twice listed twice.
        public var calls: [ChainFrame]

        /// Creates an event's chain.
        public init(event: String, changes: [String], calls: [ChainFrame]) {
            self.event = event
            self.changes = changes
            self.calls = calls
        }

        /// The closures among the calls: each one a hop a reader cannot follow by name.
        public var closuresCrossed: Int {
            calls.filter(\.isClosure).count
        }

        /// The distinct `Type.member`s of `module` in the order the event first entered them. A
        /// closure is not a hop of its own: it is named after the method it was written in.
        public func methods(in module: String) -> [String] {
            var seen: Set<String> = []
            return calls.filter { $0.module == module && !$0.isClosure && seen.insert($0.function).inserted }.map(\.function)
        }
    }

    /// One architecture's chains.
    public struct ArchitectureChains: Codable, Sendable, Equatable {
        /// Its display name.
        public var architecture: String
        /// ``SourceFingerprint`` of ``fingerprintedDirectories(of:)`` when it was recorded.
        public var fingerprint: String
        /// One entry per event.
        public var events: [EventChain]

        /// Creates an entry.
        public init(architecture: String, fingerprint: String, events: [EventChain]) {
            self.architecture = architecture
            self.fingerprint = fingerprint
            self.events = events
        }
    }

    /// The architectures recorded, in catalogue order.
    public var architectures: [ArchitectureChains]

    /// Creates the figures.
    public init(architectures: [ArchitectureChains]) {
        self.architectures = architectures
    }

    /// The distinct `Type.member`s of `module` an event entered, in order; none for no event.
    public static func methods(of event: EventChain?, in module: String) -> [String] {
        event?.methods(in: module) ?? []
    }

    /// The directories whose sources make an architecture's chains.
    public static func fingerprintedDirectories(of architecture: Architecture) -> [String] {
        [architecture.sourceDirectory] + Architecture.layerDirectories
    }
}
