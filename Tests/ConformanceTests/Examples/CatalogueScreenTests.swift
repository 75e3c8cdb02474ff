import Architectures
import SharedModel
import Testing
import ViewKit

/// SPEC §7.6, change `catalogue-screen`: All Subjects becomes each architecture's own screen, which
/// retries a failed catalogue and wears the theme; everything else of §7.5 holds.
@MainActor
@Suite("All Subjects, each architecture's own screen")
struct CatalogueScreenTests {
    /// The sample catalogue in the junior phase: Science is offered in primary only.
    private nonisolated static let juniorRows = ["Math ✓", "Chinese ✓", "English ✓", "Physics ✓", "Chemistry", "Biology", "History ✓"]
    /// Every way a catalogue can fail.
    private nonisolated static let failures: [Fault] = [.noConnection, .timeout, .status(500), .malformedJSON]

    private func expectColors(_ catalogue: AllSubjectsScreen, _ theme: Theme, _ screen: SubjectListScreen,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (text, background): (Color, Color) = theme == .day ? (.black, .white) : (.white, .charcoal)
        #expect(try catalogue.background() == background, "\(screen.rendering)", sourceLocation: sourceLocation)
        for color in catalogue.rowColors() {
            #expect(color == text, "\(screen.rendering)", sourceLocation: sourceLocation)
        }
    }

    private func expectFailure(_ catalogue: AllSubjectsScreen, _ screen: SubjectListScreen,
                               sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try catalogue.loading().isSpinning == false, sourceLocation: sourceLocation)
        #expect(try catalogue.errorLabel().shownText == "Couldn't load the catalogue.", "\(screen.rendering)",
                sourceLocation: sourceLocation)
        let retry = try catalogue.retry()
        #expect(retry.shownTitle == "Retry", "\(screen.rendering)", sourceLocation: sourceLocation)
        #expect(retry.shownTitleColor == .black, sourceLocation: sourceLocation)
        #expect(retry.shownBackground == nil, sourceLocation: sourceLocation)
        #expect(retry.isEnabled, sourceLocation: sourceLocation)
        #expect(catalogue.rows().isEmpty, sourceLocation: sourceLocation)
    }

    // Rule `allSubjects.retry` (docs/SPEC.md §6.1)
    @Test("A failed catalogue shows Retry, and Retry loads it", arguments: Architecture.allCases, failures)
    func retry(architecture: Architecture, fault: Fault) throws {
        try checkChange(.catalogueScreen, in: architecture) {
            let screen = SubjectListScreen(architecture)
            screen.showLoaded()
            screen.backend.inject(fault, on: .subjects, once: true)
            let catalogue = try screen.openAllSubjects()
            #expect(try catalogue.retry().isVisibleInTree == false, "\(screen.rendering)")
            screen.settle()
            try expectFailure(catalogue, screen)
            try catalogue.retry().simulateTap()
            #expect(try catalogue.loading().isSpinning, "\(screen.rendering)")
            #expect(try catalogue.errorLabel().isVisibleInTree == false)
            #expect(try catalogue.retry().isVisibleInTree == false)
            #expect(screen.backend.requests(to: .subjects).map(\.state) == [.answered, .answered, .inFlight])
            screen.settle()
            #expect(try catalogue.loading().isSpinning == false)
            #expect(catalogue.rows() == Self.juniorRows, "\(screen.rendering)")
            #expect(try catalogue.errorLabel().isVisibleInTree == false)
            #expect(try catalogue.retry().isVisibleInTree == false)
            #expect(screen.titles == ["Practice", "All Subjects"])
        }
    }

    // Rule `allSubjects.retry` (docs/SPEC.md §6.1)
    @Test("A Retry that fails shows Retry again, one request a tap", arguments: Architecture.allCases)
    func retryFailsAgain(architecture: Architecture) throws {
        try checkChange(.catalogueScreen, in: architecture) {
            let screen = SubjectListScreen(architecture)
            screen.showLoaded()
            screen.backend.inject(.status(503), on: .subjects)
            let catalogue = try screen.openAllSubjects()
            screen.settle()
            for tap in 1...2 {
                try catalogue.retry().simulateTap()
                screen.settle()
                try expectFailure(catalogue, screen)
                #expect(screen.requestCount(.subjects) == 2 + tap, "the list's load, the first, and one a tap")
            }
            screen.backend.clearFaults()
            try catalogue.retry().simulateTap()
            screen.settle()
            #expect(catalogue.rows() == Self.juniorRows, "\(screen.rendering)")
        }
    }

    // Rule `allSubjects.colours` (docs/SPEC.md §6.1)
    @Test("All Subjects wears the theme loading, loaded and failed", arguments: Architecture.allCases, Theme.allCases)
    func wearsTheTheme(architecture: Architecture, theme: Theme) throws {
        try checkChange(.catalogueScreen, in: architecture) {
            let screen = SubjectListScreen(architecture, theme: theme)
            screen.showLoaded()
            let catalogue = try screen.openAllSubjects()
            try expectColors(catalogue, theme, screen)
            screen.settle()
            #expect(catalogue.rows() == Self.juniorRows, "\(screen.rendering)")
            try expectColors(catalogue, theme, screen)
            try #require(screen.navigation).simulateBack()
            screen.backend.inject(.noConnection, on: .subjects, once: true)
            let failed = try screen.openAllSubjects()
            screen.settle()
            try expectFailure(failed, screen)
            try expectColors(failed, theme, screen)
        }
    }

    // Rule `allSubjects.colours` (docs/SPEC.md §6.1)
    @Test("All Subjects follows the theme at once, its rows landing later included", arguments: Architecture.allCases)
    func followsTheTheme(architecture: Architecture) throws {
        try checkChange(.catalogueScreen, in: architecture) {
            let screen = SubjectListScreen(architecture)
            screen.showLoaded()
            let catalogue = try screen.openAllSubjects()
            screen.environment.themeStore.apply(.night)
            #expect(try catalogue.background() == .charcoal, "\(screen.rendering)")
            screen.settle()
            #expect(catalogue.rows() == Self.juniorRows)
            try expectColors(catalogue, .night, screen)
            screen.environment.themeStore.apply(.day)
            try expectColors(catalogue, .day, screen)
        }
    }

    // Rule `screen.leaving` (docs/SPEC.md §6.1)
    @Test("Going back while Retry loads cancels its request and releases the screen", arguments: Architecture.allCases)
    func leavingWhileRetrying(architecture: Architecture) throws {
        try checkChange(.catalogueScreen, in: architecture) {
            let screen = SubjectListScreen(architecture)
            screen.showLoaded()
            screen.backend.inject(.noConnection, on: .subjects, once: true)
            weak var controller: ViewController?
            do {
                let catalogue = try screen.openAllSubjects()
                controller = catalogue.controller
                screen.settle()
                try catalogue.retry().simulateTap()
            }
            try #require(screen.navigation).simulateBack()
            #expect(screen.backend.requests(to: .subjects).map(\.state) == [.answered, .answered, .cancelled])
            #expect(controller == nil)
            screen.settle()
            #expect(screen.titles == ["Practice"])
        }
    }

    // Rules `allSubjects.retry`, `allSubjects.colours`, `allSubjects.catalogue` (docs/SPEC.md §6.1)
    @Test("A failed catalogue, Retry and the theme, by every approach", arguments: Architecture.allCases, Approach.all)
    func everyApproach(architecture: Architecture, approach: Approach) throws {
        try checkChange(.catalogueScreen, in: architecture) {
            let screen = SubjectListScreen(architecture, theme: .night, timing: approach.timing)
            try screen.showLoaded(approach.way)
            screen.backend.inject(.status(500), on: .subjects, once: true)
            let catalogue = try screen.openAllSubjects()
            try expectColors(catalogue, .night, screen)
            if approach.timing == .later {
                #expect(try catalogue.loading().isSpinning, "\(screen.rendering)")
            }
            screen.settle()
            try expectFailure(catalogue, screen)
            try catalogue.retry().simulateTap()
            if approach.timing == .later {
                #expect(try catalogue.loading().isSpinning, "\(screen.rendering)")
                #expect(try catalogue.retry().isVisibleInTree == false)
            }
            screen.settle()
            #expect(catalogue.rows() == Self.juniorRows, "\(screen.rendering)")
            #expect(try catalogue.retry().isVisibleInTree == false)
            try expectColors(catalogue, .night, screen)
            try #require(screen.navigation).simulateBack()
            let again = try screen.openAllSubjects()
            screen.settle()
            #expect(again.rows() == Self.juniorRows, "a new screen loads again:\n\(screen.rendering)")
        }
    }
}
