import Architectures
import SharedModel
import Testing
import ViewKit

/// SPEC §7.7, change `catalogue-from-subject`: the subject screen gains All Subjects, a second way
/// into the catalogue, which shows what the list beneath shows when it is tapped.
@MainActor
@Suite("All Subjects from the subject screen")
struct CatalogueFromSubjectTests {
    /// The sample catalogue in the junior phase: Science is offered in primary only.
    private nonisolated static let juniorRows = ["Math ✓", "Chinese ✓", "English ✓", "Physics ✓", "Chemistry", "Biology", "History ✓"]

    private func expectButton(_ subject: SubjectDetailScreen, enabled: Bool, _ screen: SubjectListScreen,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let button = try subject.allSubjects()
        #expect(button.isVisibleInTree, "\(screen.rendering)", sourceLocation: sourceLocation)
        #expect(button.shownTitle == "All Subjects", sourceLocation: sourceLocation)
        #expect(button.shownTitleColor == (enabled ? .black : .darkGray), sourceLocation: sourceLocation)
        #expect(button.shownBackground == nil, sourceLocation: sourceLocation)
        #expect(button.isEnabled == enabled, sourceLocation: sourceLocation)
    }

    // Rule `subjectDetail.allSubjects` (docs/SPEC.md §6.1)
    @Test("All Subjects on the subject screen opens the catalogue over it; back shows the subject as it was",
          arguments: Architecture.allCases)
    func opens(architecture: Architecture) throws {
        try checkChange(.catalogueFromSubject, in: architecture) {
            let screen = SubjectListScreen(architecture)
            screen.showLoaded()
            let physics = try screen.open("Physics")
            #expect(try physics.allSubjects().isVisibleInTree == false, "hidden while the details load:\n\(screen.rendering)")
            screen.settle()
            try expectButton(physics, enabled: true, screen)
            let catalogue = try screen.openAllSubjects(from: physics)
            #expect(screen.titles == ["Practice", "Physics", "All Subjects"])
            #expect(try catalogue.loading().isSpinning, "\(screen.rendering)")
            #expect(screen.backend.requests(to: .subjects).map(\.state) == [.answered, .inFlight])
            screen.settle()
            #expect(catalogue.rows() == Self.juniorRows, "\(screen.rendering)")
            try #require(screen.navigation).simulateBack()
            screen.settle()
            #expect(screen.titles == ["Practice", "Physics"])
            #expect(try physics.descriptionLabel().shownText.isEmpty == false, "\(screen.rendering)")
            #expect(try physics.loading().isSpinning == false)
            try expectButton(physics, enabled: true, screen)
            #expect(screen.requestCount(.subjectDetails) == 1, "coming back to the subject loads nothing")
            #expect(screen.requestCount(.subjects) == 2)
        }
    }

    // Rule `subjectDetail.allSubjects` (docs/SPEC.md §6.1)
    @Test("All Subjects hides with a failed load and shows when Retry brings the details", arguments: Architecture.allCases)
    func withTheDetails(architecture: Architecture) throws {
        try checkChange(.catalogueFromSubject, in: architecture) {
            let screen = SubjectListScreen(architecture)
            screen.showLoaded()
            screen.backend.inject(.noConnection, on: .subjectDetails, once: true)
            let physics = try screen.open("Physics")
            screen.settle()
            #expect(try physics.retry().isVisibleInTree, "\(screen.rendering)")
            #expect(try physics.allSubjects().isVisibleInTree == false, "\(screen.rendering)")
            try physics.retry().simulateTap()
            #expect(try physics.allSubjects().isVisibleInTree == false)
            screen.settle()
            try expectButton(physics, enabled: true, screen)
            let catalogue = try screen.openAllSubjects(from: physics)
            screen.settle()
            #expect(catalogue.rows() == Self.juniorRows, "\(screen.rendering)")
        }
    }

    // Rule `subjectDetail.allSubjects` (docs/SPEC.md §6.1)
    @Test("All Subjects is disabled while a switch-off is in flight, and enabled again when it fails",
          arguments: Architecture.allCases)
    func whileSwitching(architecture: Architecture) throws {
        try checkChange(.catalogueFromSubject, in: architecture) {
            let screen = SubjectListScreen(architecture)
            screen.showLoaded()
            screen.backend.inject(.status(500), on: .switchOff, once: true)
            let physics = try screen.open("Physics")
            screen.settle()
            try physics.switchOff().simulateTap()
            try expectButton(physics, enabled: false, screen)
            try physics.allSubjects().simulateTap()
            #expect(screen.titles == ["Practice", "Physics"], "a disabled button opens nothing")
            screen.settle()
            #expect(try physics.errorLabel().shownText == "Couldn't switch this subject off.")
            try expectButton(physics, enabled: true, screen)
            let catalogue = try screen.openAllSubjects(from: physics)
            screen.settle()
            #expect(catalogue.rows() == Self.juniorRows, "the failed switch-off changed nothing:\n\(screen.rendering)")
        }
    }

    // Rules `subjectDetail.allSubjects`, `allSubjects.needs` (docs/SPEC.md §6.1)
    @Test("All Subjects from the subject shows what the list beneath shows when it is tapped, a refresh landing beneath included",
          arguments: Architecture.allCases)
    func whatTheListShowsNow(architecture: Architecture) throws {
        try checkChange(.catalogueFromSubject, in: architecture) {
            let screen = SubjectListScreen(architecture)
            screen.showLoaded()
            screen.backend.routeLatency = [.subjects: .seconds(5), .userSubjects: .seconds(5)]
            screen.backend.settings = UserSubjectSettings(currentPhase: .primary, entries: [
                UserSubject(subjectID: 1, status: .on, updatedTime: 1),
                UserSubject(subjectID: 8, status: .on, updatedTime: 1),
            ])
            try screen.list().simulatePullToRefresh()
            let physics = try screen.open("Physics")
            screen.settle()
            #expect(screen.titles == ["Practice", "Physics"], "the refresh landed beneath:\n\(screen.rendering)")
            screen.backend.routeLatency = [:]
            let catalogue = try screen.openAllSubjects(from: physics)
            screen.settle()
            #expect(catalogue.rows() == ["Math ✓", "Chinese", "English", "Science ✓"], "\(screen.rendering)")
        }
    }

    // Rules `allSubjects.retry`, `allSubjects.colours` (docs/SPEC.md §6.1)
    @Test("All Subjects opened from the subject retries a failed catalogue and wears the theme", arguments: Architecture.allCases)
    func retriesInTheTheme(architecture: Architecture) throws {
        try checkChange(.catalogueFromSubject, in: architecture) {
            let screen = SubjectListScreen(architecture, theme: .night)
            screen.showLoaded()
            let physics = try screen.open("Physics")
            screen.settle()
            screen.backend.inject(.status(503), on: .subjects, once: true)
            let catalogue = try screen.openAllSubjects(from: physics)
            #expect(try catalogue.background() == .charcoal, "\(screen.rendering)")
            screen.settle()
            #expect(try catalogue.errorLabel().shownText == "Couldn't load the catalogue.", "\(screen.rendering)")
            try catalogue.retry().simulateTap()
            screen.settle()
            #expect(catalogue.rows() == Self.juniorRows, "\(screen.rendering)")
            #expect(catalogue.rowColors().allSatisfy { $0 == .white })
            screen.environment.themeStore.apply(.day)
            #expect(try catalogue.background() == .white)
        }
    }

    // Rule `screen.leaving` (docs/SPEC.md §6.1)
    @Test("Going back from All Subjects while it loads cancels its request and releases it; the subject stays as it was",
          arguments: Architecture.allCases)
    func leaving(architecture: Architecture) throws {
        try checkChange(.catalogueFromSubject, in: architecture) {
            let screen = SubjectListScreen(architecture)
            screen.showLoaded()
            let physics = try screen.open("Physics")
            screen.settle()
            weak var controller: ViewController?
            do {
                let catalogue = try screen.openAllSubjects(from: physics)
                controller = catalogue.controller
            }
            try #require(screen.navigation).simulateBack()
            #expect(controller == nil, "All Subjects is still alive after being popped")
            #expect(screen.backend.requests(to: .subjects).map(\.state) == [.answered, .cancelled])
            screen.settle()
            #expect(screen.titles == ["Practice", "Physics"])
            try expectButton(physics, enabled: true, screen)
            #expect(screen.requestCount(.subjectDetails) == 1)
        }
    }

    // Rule `screen.leaving` (docs/SPEC.md §6.1)
    @Test("Releasing the stack with All Subjects loading over the subject cancels every request and frees every screen",
          arguments: Architecture.allCases)
    func releaseStack(architecture: Architecture) throws {
        try checkChange(.catalogueFromSubject, in: architecture) {
            let scheduler = ManualScheduler()
            let environment = AppEnvironment(scheduler: scheduler)
            environment.signIn()
            let objects: [Weak<AnyObject>] = try {
                let navigation = NavigationController(rootViewController: architecture.makeSubjectListScreen(environment: environment))
                let window = Window(rootViewController: navigation)
                window.makeKeyAndVisible()
                scheduler.runUntilIdle()
                let list: CollectionView = try navigation.viewControllers[0].view.widget("subjectList.list")
                list.simulateSelectItem(at: 3)
                scheduler.runUntilIdle()
                let subject = try #require(navigation.topViewController)
                try subject.view.widget("subjectDetail.allSubjects", as: Button.self).simulateTap()
                #expect(navigation.titles == ["Practice", "Physics", "All Subjects"], "\(navigation.renderScreen())")
                #expect(environment.backend.requests(to: .subjects).map(\.state) == [.answered, .inFlight])
                let controllers = navigation.viewControllers
                return withExtendedLifetime(window) {
                    (controllers.map { Weak<AnyObject>($0) } + controllers.flatMap { $0.view.allViews }.map { Weak<AnyObject>($0) })
                }
            }()
            #expect(objects.allSatisfy { $0.object == nil }, "an object of the released stack is still alive")
            #expect(environment.backend.requests.allSatisfy { $0.state != .inFlight })
        }
    }

    // Rules `subjectDetail.allSubjects`, `allSubjects.catalogue` (docs/SPEC.md §6.1)
    @Test("All Subjects from the subject shows the phase's subjects, by every approach", arguments: Architecture.allCases, Approach.all)
    func everyApproach(architecture: Architecture, approach: Approach) throws {
        try checkChange(.catalogueFromSubject, in: architecture) {
            let screen = SubjectListScreen(architecture, timing: approach.timing)
            try screen.showLoaded(approach.way)
            let physics = try screen.open("Physics")
            screen.settle()
            try expectButton(physics, enabled: true, screen)
            let catalogue = try screen.openAllSubjects(from: physics)
            if approach.timing == .later {
                #expect(try catalogue.loading().isSpinning, "\(screen.rendering)")
            }
            screen.settle()
            #expect(catalogue.rows() == Self.juniorRows, "\(screen.rendering)")
            try #require(screen.navigation).simulateBack()
            #expect(screen.titles == ["Practice", "Physics"])
            try expectButton(physics, enabled: true, screen)
            let again = try screen.openAllSubjects(from: physics)
            screen.settle()
            #expect(again.rows() == Self.juniorRows, "a new screen loads again:\n\(screen.rendering)")
        }
    }
}
