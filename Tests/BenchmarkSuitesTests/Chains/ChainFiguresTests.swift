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
}
