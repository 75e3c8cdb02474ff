import Architectures
import SharedModel
import Testing
import ViewKit

/// SPEC §7.5, change `all-subjects`: the screen More pushes shows the catalogue of the user's phase,
/// marking the subjects the user has open, which whoever opens it must supply.
@MainActor
@Suite("All Subjects, a catalogue that needs the phase and the open subjects")
struct AllSubjectsTests {
    /// The sample catalogue in the junior phase: Science is offered in primary only.
    private nonisolated static let juniorRows = ["Math ✓", "Chinese ✓", "English ✓", "Physics ✓", "Chemistry", "Biology", "History ✓"]

    // Rule `allSubjects.catalogue` (docs/SPEC.md §6.1)
    @Test("More shows All Subjects loading the catalogue, then the phase's subjects with the open ones marked",
          arguments: Architecture.allCases)
    func catalogue(architecture: Architecture) throws {
        try checkChange(.allSubjects, in: architecture) {
            let screen = SubjectListScreen(architecture)
            screen.showLoaded()
            let settings = try screen.openAllSubjects()
            #expect(screen.titles == ["Practice", "All Subjects"])
            #expect(try settings.loading().isSpinning, "\(screen.rendering)")
            #expect(settings.rows().isEmpty)
            #expect(screen.backend.requests(to: .subjects).map(\.state) == [.answered, .inFlight])
            #expect(screen.requestCount(.userSubjects) == 1)
            screen.settle()
            #expect(try settings.loading().isSpinning == false)
            #expect(settings.rows() == Self.juniorRows, "\(screen.rendering)")
            #expect(try settings.errorLabel().isVisibleInTree == false)
        }
    }

    // Rule `allSubjects.needs` (docs/SPEC.md §6.1)
    @Test("All Subjects marks what the list shows now: a subject switched off there is unmarked",
          arguments: Architecture.allCases)
    func afterSwitchOff(architecture: Architecture) throws {
        try checkChange(.allSubjects, in: architecture) {
            let screen = SubjectListScreen(architecture)
            screen.showLoaded()
            let physics = try screen.open("Physics")
            screen.settle()
            try physics.switchOff().simulateTap()
            screen.settle()
            #expect(screen.titles == ["Practice"])
            let settings = try screen.openAllSubjects()
            screen.settle()
            #expect(settings.rows() == ["Math ✓", "Chinese ✓", "English ✓", "Physics", "Chemistry", "Biology", "History ✓"],
                    "\(screen.rendering)")
        }
    }

    // Rule `allSubjects.needs` (docs/SPEC.md §6.1)
    @Test("All Subjects follows the phase and the open subjects of the list's last load",
          arguments: Architecture.allCases)
    func afterRefresh(architecture: Architecture) throws {
        try checkChange(.allSubjects, in: architecture) {
            let screen = SubjectListScreen(architecture)
            screen.showLoaded()
            screen.backend.settings = UserSubjectSettings(currentPhase: .primary, entries: [
                UserSubject(subjectID: 1, status: .on, updatedTime: 1),
                UserSubject(subjectID: 8, status: .on, updatedTime: 1),
            ])
            try screen.list().simulatePullToRefresh()
            screen.settle()
            let settings = try screen.openAllSubjects()
            screen.settle()
            #expect(settings.rows() == ["Math ✓", "Chinese", "English", "Science ✓"], "\(screen.rendering)")
        }
    }

    // Rule `allSubjects.failure` (docs/SPEC.md §6.1)
    @Test("A catalogue that fails to load says so, with no rows", arguments: Architecture.allCases,
          [Fault.noConnection, .status(500), .malformedJSON])
    func failure(architecture: Architecture, fault: Fault) throws {
        try checkChange(.allSubjects, in: architecture) {
            let screen = SubjectListScreen(architecture)
            screen.showLoaded()
            screen.backend.inject(fault, on: .subjects)
            let settings = try screen.openAllSubjects()
            screen.settle()
            #expect(try settings.loading().isSpinning == false)
            #expect(try settings.errorLabel().shownText == "Couldn't load the catalogue.", "\(screen.rendering)")
            #expect(settings.rows().isEmpty)
        }
    }

    // Rule `screen.leaving` (docs/SPEC.md §6.1)
    @Test("Going back while the catalogue loads cancels its request and releases the screen",
          arguments: Architecture.allCases)
    func leaving(architecture: Architecture) throws {
        try checkChange(.allSubjects, in: architecture) {
            let screen = SubjectListScreen(architecture)
            screen.showLoaded()
            weak var settings: ViewController?
            settings = try screen.openAllSubjects().controller
            try #require(screen.navigation).simulateBack()
            #expect(screen.backend.requests(to: .subjects).map(\.state) == [.answered, .cancelled])
            #expect(settings == nil)
            screen.settle()
            #expect(screen.titles == ["Practice"])
        }
    }

    // Rules `allSubjects.catalogue`, `allSubjects.needs` (docs/SPEC.md §6.1)
    @Test("More shows the phase's subjects with the open ones marked, by every approach, and again when opened again",
          arguments: Architecture.allCases, Approach.all)
    func everyApproach(architecture: Architecture, approach: Approach) throws {
        try checkChange(.allSubjects, in: architecture) {
            let screen = SubjectListScreen(architecture, timing: approach.timing)
            try screen.showLoaded(approach.way)
            let loads = screen.requestCount(.subjects)
            for opening in 1...2 {
                let settings = try screen.openAllSubjects()
                #expect(screen.titles == ["Practice", "All Subjects"])
                if approach.timing == .later {
                    #expect(try settings.loading().isSpinning, "\(screen.rendering)")
                    #expect(settings.rows().isEmpty)
                }
                screen.settle()
                #expect(try settings.loading().isSpinning == false)
                #expect(settings.rows() == Self.juniorRows, "\(screen.rendering)")
                #expect(try settings.errorLabel().isVisibleInTree == false)
                #expect(screen.requestCount(.subjects) == loads + opening, "one GET /subjects per opening")
                try #require(screen.navigation).simulateBack()
            }
        }
    }

    // Rule `allSubjects.needs` (docs/SPEC.md §6.1)
    @Test("A refresh whose catalogue fails keeps the list and the phase it shows: More opens that phase's catalogue",
          arguments: Architecture.allCases, AnswerTiming.allCases)
    func phaseOfTheLastSuccessfulLoad(architecture: Architecture, timing: AnswerTiming) throws {
        try checkChange(.allSubjects, in: architecture) {
            let screen = SubjectListScreen(architecture, timing: timing)
            screen.showLoaded()
            let shown = try screen.visibleTitles()
            screen.backend.settings = UserSubjectSettings(currentPhase: .primary, entries: [
                UserSubject(subjectID: 1, status: .on, updatedTime: 1),
                UserSubject(subjectID: 8, status: .on, updatedTime: 1),
            ])
            screen.backend.inject(.noConnection, on: .subjects, once: true)
            try screen.list().simulatePullToRefresh()
            screen.settle()
            #expect(try screen.visibleTitles() == shown, "\(screen.rendering)")
            #expect(try screen.errorLabel().isVisibleInTree)
            let settings = try screen.openAllSubjects()
            screen.settle()
            #expect(settings.rows() == Self.juniorRows, "the list still shows the junior phase:\n\(screen.rendering)")
        }
    }
}
