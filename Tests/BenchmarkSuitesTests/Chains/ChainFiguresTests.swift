import Architectures
import BenchmarkCore
import Foundation
import Testing
@testable import BenchmarkSuites

/// The chains the benchmark reports are those the sources make today: recorded again here, in this
/// test process, they equal the committed file's, and the file was recorded on today's sources.
@MainActor
@Suite("Chains from events to the screen")
struct ChainFiguresTests {
    /// The directory of the `swift` on the PATH, whose neighbours name the frames.
    private static func toolchain() throws -> Toolchain {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let swift = try #require(path.split(separator: ":").map { "\($0)/swift" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }, "no swift on the PATH")
        let resolved = URL(fileURLWithPath: swift).resolvingSymlinksInPath()
        return Toolchain(directory: resolved.deletingLastPathComponent().path)
    }

    @Test("Recorded again in this process, every architecture's chains equal the committed ones, which are fresh")
    func recordedAgain() throws {
        let chains = ChainCase(architectures: Architecture.allCases, locator: PackageRootLocator(explicitRoot: nil))
        let committed = try chains.checkedChains()
        let root = try PackageRootLocator(explicitRoot: nil).locate()
        let recorded = try ChainRecording(toolchain: Self.toolchain(), root: root).record()
        #expect(recorded.architectures.count == committed.count)
        for ((architecture, entry), again) in zip(committed, recorded.architectures) {
            #expect(again == entry, "\(architecture)")
        }
        let outcome = try chains.run(with: Runner(configuration: .quick))
        #expect(outcome.results.count == Architecture.allCases.count * ChainEvent.allCases.count)
    }

    @Test("A chain counts its frames in a module, the closures it crosses and its distinct methods in order")
    func chainFigures() throws {
        let frames = try [
            "ViewKit.Button.simulateTap", "closure in ViewKit.Control.addTarget", "MVVM.LoginScreenView.submitTapped",
            "MVVM.Signal.send", "closure in MVVM.LoginViewModel.init", "MVVM.Signal.send", "ViewKit.Label.text.setter",
        ].map { try #require(ChainFrame(description: $0)) }
        let chain = ChainFigures.Chain(changes: ["login.instruction.text"], frames: frames)
        #expect(chain.frames(in: "MVVM") == 4)
        #expect(chain.closuresCrossed == 2)
        #expect(chain.methods(in: "MVVM") == ["LoginScreenView.submitTapped", "Signal.send", "LoginViewModel.init"])
    }

    @Test("An event's figures combine the chains through the module, worked by hand; a chain outside it counts nowhere")
    func eventFigures() throws {
        func chain(_ changes: [String], _ frames: [String]) throws -> ChainFigures.Chain {
            ChainFigures.Chain(changes: changes, frames: try frames.map { try #require(ChainFrame(description: $0)) })
        }
        let event = ChainFigures.EventChains(event: "tap", chains: [
            // 3 frames in MVVM, 2 methods, no closure; 1 change.
            try chain(["list.title.text"], ["ViewKit.Button.simulateTap", "MVVM.ListView.tapped", "MVVM.Signal.send", "MVVM.Signal.send"]),
            // 2 frames in MVVM, 3 closures; 2 changes.
            try chain(["list.row.text", "list.row.textColor"], [
                "closure in ViewKit.Control.addTarget", "MVVM.ListView.tapped", "closure in MVVM.ListViewModel.init",
                "closure in SharedModel.Backend.answer",
            ]),
            // No frame in MVVM: its change and its 4 closures count nowhere.
            try chain(["list.field.text"], [
                "ViewKit.TextField.insertText", "closure in ViewKit.A.a", "closure in ViewKit.B.b", "closure in ViewKit.C.c",
                "closure in ViewKit.D.d",
            ]),
            // The longest: 5 frames in MVVM, 3 methods; 1 change.
            try chain(["list.spinner.isAnimating"], [
                "MVVM.Store.send", "MVVM.Store.send", "MVVM.Reducer.reduce", "MVVM.Store.send", "MVVM.ListView.render",
            ]),
        ])
        let figures = Dictionary(uniqueKeysWithValues: ChainCase.metrics(of: event, module: "MVVM").map { ($0.name, $0.value) })
        #expect(figures == [
            "changes traced": 4,          // 1 + 2 + 1
            "longest chain": 5,
            "mean chain": 3,              // (3 × 1 + 2 × 2 + 5 × 1) / 4
            "closures crossed": 3,
            "methods on longest": 3,      // Store.send, Reducer.reduce, ListView.render
        ])
        let untouched = ChainCase.metrics(of: event, module: "MVC")
        #expect(untouched.map(\.value) == [0, 0, 0, 0, 0])
    }
}
