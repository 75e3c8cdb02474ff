import Architectures
import BenchmarkCore
import ViewKit

/// `bench chains`: runs every ``ChainEvent`` on every architecture's real screen with the view
/// kit's probe on, captures the call stack at each widget change, and names the calls with the
/// toolchain (``CallStack``).
///
/// It must run in a debug build: there every call the source makes is a frame, as a debugger shows
/// it; an optimised build inlines calls away and the chain would depend on the optimiser.
@MainActor
public struct ChainRecording {
    /// The toolchain that names the frames.
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

    /// One change as it happened.
    private struct Change {
        var name: String
        var stack: [UInt]
    }

    /// Records and names every chain.
    public func record() throws(ToolchainError) -> ChainFigures {
        guard BuildConfiguration.current == .debug else {
            throw ToolchainError("record chains with a debug build (swift build): an optimised build inlines the calls "
                + "a chain is made of")
        }
        var recorded: [(Architecture, ChainEvent, [Change])] = []
        for architecture in architectures {
            for event in ChainEvent.allCases {
                recorded.append((architecture, event, try changes(of: event, on: architecture)))
            }
        }
        let addresses = Set(recorded.flatMap { $0.2.flatMap(\.stack) })
        let names = try CallStack.name(addresses, with: toolchain)
        var result: [ChainFigures.ArchitectureChains] = []
        for architecture in architectures {
            let modules = ChainFigures.modules(of: architecture)
            let events = recorded.filter { $0.0 == architecture }.map { _, event, changes in
                var chains: [ChainFigures.Chain] = []
                for change in changes {
                    let frames = change.stack.reversed().flatMap { names[$0] ?? [] }
                        .compactMap { ChainFrame.parse(demangled: $0, modules: modules) }
                        .filter { !$0.function.hasPrefix(String(describing: WidgetChangeProbe.self)) }
                    if let index = chains.firstIndex(where: { $0.frames == frames }) {
                        chains[index].changes.append(change.name)
                    } else {
                        chains.append(ChainFigures.Chain(changes: [change.name], frames: frames))
                    }
                }
                return ChainFigures.EventChains(event: event.rawValue, chains: chains)
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

    /// The changes `event` makes on `architecture`'s screen, after checking the screen showed its result.
    private func changes(of event: ChainEvent, on architecture: Architecture) throws(ToolchainError) -> [Change] {
        do throws(CheckFailure) {
            let prepared = try event.prepare(architecture)
            var changes: [Change] = []
            WidgetChangeProbe.observer = { widget, property in
                changes.append(Change(name: Self.name(of: widget) + "." + property, stack: CallStack.capture()))
            }
            prepared.act()
            // The screen brought up to date as the next frame would: an event that is not a user
            // action (an answer, a theme) reaches an observation-tracked screen only then.
            UpdateCycle.flush()
            WidgetChangeProbe.observer = nil
            try prepared.check()
            guard !changes.isEmpty else {
                throw CheckFailure("no widget changed")
            }
            return changes
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
