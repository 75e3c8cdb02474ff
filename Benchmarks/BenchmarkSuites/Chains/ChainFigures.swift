import Architectures
import BenchmarkCore

/// The chains from each event of ``ChainEvent`` to each widget change it caused, per architecture:
/// recorded by `bash Benchmarks/measure-chains` while the event runs (the view kit's
/// `WidgetChangeProbe` and the call stack at every change), kept in ``path``; the benchmark reads
/// them back (``ChainCase``) and a comparison page can print them.
///
/// A chain is the calls of the package's production modules from the event to the change,
/// outermost first; changes reached by the same calls share one chain.
public struct ChainFigures: Codable, Sendable, Equatable {
    /// The file, relative to the package root.
    public static let path = "Benchmarks/chains.json"
    /// The command that records it.
    public static let command = "bash Benchmarks/measure-chains"

    /// One chain and the changes at its end.
    public struct Chain: Codable, Sendable, Equatable {
        /// `widget.property` of each change it reached, e.g. `login.instruction.text`.
        public var changes: [String]
        /// The calls, outermost first.
        public var frames: [ChainFrame]

        /// Creates a chain.
        public init(changes: [String], frames: [ChainFrame]) {
            self.changes = changes
            self.frames = frames
        }

        /// Frames inside `module`.
        public func frames(in module: String) -> Int {
            frames.filter { $0.module == module }.count
        }

        /// Closures the chain passes through, in any of the package's modules.
        public var closuresCrossed: Int {
            frames.filter(\.isClosure).count
        }

        /// The distinct `Type.member`s of `module` in the order the chain first reaches them.
        public func methods(in module: String) -> [String] {
            var seen: Set<String> = []
            return frames.filter { $0.module == module && seen.insert($0.function).inserted }.map(\.function)
        }
    }

    /// One event's chains on one architecture.
    public struct EventChains: Codable, Sendable, Equatable {
        /// ``ChainEvent``'s raw value.
        public var event: String
        /// Its chains, in the order their first change happened.
        public var chains: [Chain]

        /// Creates an event's chains.
        public init(event: String, chains: [Chain]) {
            self.event = event
            self.chains = chains
        }
    }

    /// One architecture's chains.
    public struct ArchitectureChains: Codable, Sendable, Equatable {
        /// Its display name.
        public var architecture: String
        /// ``SourceFingerprint`` of ``fingerprintedDirectories(of:)`` when it was recorded.
        public var fingerprint: String
        /// One entry per event.
        public var events: [EventChains]

        /// Creates an entry.
        public init(architecture: String, fingerprint: String, events: [EventChains]) {
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

    /// The distinct `Type.member`s of `module` that an event's chains call, in the order they are
    /// first reached (chains in the order of their first change); none for no event. A closure is
    /// not a hop of its own: it is named after the method it was written in, which did not run.
    public static func methods(of event: EventChains?, in module: String) -> [String] {
        var seen: Set<String> = []
        return (event?.chains ?? []).flatMap(\.frames)
            .filter { $0.module == module && !$0.isClosure && seen.insert($0.function).inserted }
            .map(\.function)
    }

    /// The directories whose sources make an architecture's chains.
    public static func fingerprintedDirectories(of architecture: Architecture) -> [String] {
        [architecture.sourceDirectory] + Architecture.layerDirectories
    }

    /// The modules whose calls a chain keeps: the architecture's and the layers it stands on.
    public static func modules(of architecture: Architecture) -> Set<String> {
        Set([architecture.moduleName] + Architecture.layerModules)
    }
}
