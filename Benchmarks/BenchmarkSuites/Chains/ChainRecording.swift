import Architectures
import BenchmarkCore
import ViewKit

/// `bench chains`: runs every ``ChainEvent`` on every architecture's real screen with the
/// function-entry trace on (``CallTrace``) and the view kit's probe listening, from the user's
/// action until the screen has settled (the next frame's update pass included), and names every
/// call with the toolchain (``CallStack``).
///
/// It must run in the tracing build `bash Benchmarks/measure-chains` makes: a debug build, where
/// every call the source makes is a call (an optimised build inlines calls away and the chain would
/// depend on the optimiser), with every function entry traced.
@MainActor
public struct ChainRecording {
    /// The toolchain that names the calls.
    public var toolchain: Toolchain
    /// The package root, for the fingerprints.
    public var root: String
    /// The architectures to record.
    public var architectures: [Architecture]

    /// A recording of `architectures`.
    public init(toolchain: Toolchain, root: String, architectures: [Architecture] = Architecture.allCases) {
        self.toolchain = toolchain
        self.root = root
        self.architectures = architectures
    }

    /// One event as it ran: the widget changes it made and the functions it entered, in order.
    private struct Run {
        var changes: [String]
        var entries: [UInt]
    }

    /// Records and names every chain.
    public func record() throws(ToolchainError) -> ChainFigures {
        guard CallStack.canNameFrames else {
            throw ToolchainError("recording chains needs Linux, where /proc/self/maps says where each call lies; run "
                + "`\(ChainFigures.command)` there (docs/running.md has the container command)")
        }
        guard BuildConfiguration.current == .debug, CallTrace.isAvailable else {
            throw ToolchainError("record chains with the tracing build `\(ChainFigures.command)` makes: a debug build "
                + "whose every function entry is traced")
        }
        var recorded: [(Architecture, ChainEvent, Run)] = []
        for architecture in architectures {
            for event in ChainEvent.allCases {
                recorded.append((architecture, event, try run(event, on: architecture)))
            }
        }
        let names = try CallStack.name(Set(recorded.flatMap { $0.2.entries }), with: toolchain)
        var result: [ChainFigures.ArchitectureChains] = []
        for architecture in architectures {
            let module: Set<String> = [architecture.moduleName]
            let events = recorded.filter { $0.0 == architecture }.map { _, event, run in
                // The function an entry's address lies in is the innermost name there.
                let calls = run.entries.compactMap { names[$0]?.last }.compactMap { ChainFrame.parse(demangled: $0, modules: module) }
                return ChainFigures.EventChain(event: event.rawValue, changes: run.changes, calls: calls)
            }
            let fingerprint: String
            do {
                fingerprint = try SourceFingerprint.of(directories: ChainFigures.fingerprintedDirectories(of: architecture), root: root)
            } catch {
                throw ToolchainError("\(architecture.displayName): \(error)")
            }
            result.append(ChainFigures.ArchitectureChains(architecture: architecture.displayName, fingerprint: fingerprint,
                                                          events: events))
        }
        return ChainFigures(architectures: result)
    }

    /// `event` on `architecture`'s screen, after checking the screen showed its result.
    private func run(_ event: ChainEvent, on architecture: Architecture) throws(ToolchainError) -> Run {
        do throws(CheckFailure) {
            let prepared = try event.prepare(architecture)
            var changes: [String] = []
            WidgetChangeProbe.observer = { widget, property in
                changes.append(Self.name(of: widget) + "." + property)
            }
            let trace = CallTrace.record {
                prepared.act()
                // The screen brought up to date as the next frame would: an event that is not a user
                // action (an answer, a theme) reaches an observation-tracked screen only then.
                UpdateCycle.flush()
            }
            WidgetChangeProbe.observer = nil
            try prepared.check()
            guard trace.dropped == 0 else {
                throw CheckFailure("the trace dropped \(trace.dropped) calls; give it more room")
            }
            guard !changes.isEmpty else {
                throw CheckFailure("no widget changed")
            }
            return Run(changes: changes, entries: trace.entries)
        } catch {
            WidgetChangeProbe.observer = nil
            throw ToolchainError("\(event.rawValue) on \(architecture.displayName): \(error.message)")
        }
    }

    private static func name(of widget: AnyObject) -> String {
        if let view = widget as? View {
            return view.accessibilityIdentifier ?? view.kindName
        }
        return widget is NavigationController ? "navigation" : String(describing: type(of: widget))
    }
}
