import Architectures
import BenchmarkCore
import Foundation
import Testing
@testable import BenchmarkSuites

/// The chains the benchmark reports: recorded on today's sources for every architecture and event,
/// with the whole path of each event, and their figures worked by hand.
@MainActor
@Suite("Chains from events to the screen")
struct ChainFiguresTests {
    private var chains: ChainCase {
        ChainCase(architectures: Architecture.allCases, locator: PackageRootLocator(explicitRoot: nil))
    }

    @Test("The committed chains were recorded on today's sources, for every architecture and event")
    func fresh() throws {
        let committed = try chains.checkedChains()
        #expect(committed.map(\.0) == Architecture.allCases)
        let outcome = try chains.run(with: Runner(configuration: .quick))
        #expect(outcome.results.count == Architecture.allCases.count * ChainEvent.allCases.count)
    }

    @Test("A screen updated in a later pass keeps the input side of its chain: the action and the view model it calls")
    func deferredUpdateKeepsItsInput() throws {
        // MVVM-Observation sets its widgets in updateProperties(), after the keystroke's handler has
        // returned; a chain taken where a widget changes would start there.
        let (_, entry) = try #require(try chains.checkedChains().first { $0.0 == .mvvmObservation })
        let keystroke = try #require(entry.events.first { $0.event == ChainEvent.keystroke.rawValue })
        let methods = keystroke.methods(in: Architecture.mvvmObservation.moduleName)
        let edited = try #require(methods.firstIndex(of: "LoginViewController.usernameEdited"), "\(methods)")
        let typed = try #require(methods.firstIndex(of: "LoginViewModel.userTyped"), "\(methods)")
        let update = try #require(methods.firstIndex(of: "LoginViewController.updateProperties"), "\(methods)")
        #expect(edited < typed && typed < update, "the action, then the view model, then the deferred update: \(methods)")
    }

    @Test("An event's figures count its calls into the module, its methods and closures, worked by hand")
    func eventFigures() throws {
        let calls = try [
            "MVVM.ListView.tapped", "closure in MVVM.ListView.init", "MVVM.Signal.send", "MVVM.Signal.send",
            "closure in MVVM.ListViewModel.init", "MVVM.ListView.render", "MVVM.ListView.title.getter",
        ].map { try #require(ChainFrame(description: $0)) }
        let event = ChainFigures.EventChain(event: "tap", changes: ["list.title.text", "list.row.textColor"], calls: calls)
        let figures = Dictionary(uniqueKeysWithValues: ChainCase.metrics(of: event, module: "MVVM").map { ($0.name, $0.value) })
        #expect(figures == [
            "changes": 2,
            "calls": 7,                   // Signal.send counted each time it is entered
            "methods": 4,                 // ListView.tapped, Signal.send, ListView.render, ListView.title.getter
            "closures crossed": 2,
        ])
        #expect(event.methods(in: "MVVM") == ["ListView.tapped", "Signal.send", "ListView.render", "ListView.title.getter"])
        // Another module's figures count none of these calls; its changes are the event's.
        #expect(ChainCase.metrics(of: event, module: "MVC").map(\.value) == [2, 0, 0, 0])
    }
}
