import Architectures
import Foundation
import SharedModel
import Testing
import ViewKit

/// SPEC §7.1, change `subject-detail`: the screen a subject cell opens, its details, and switching the
/// subject off, which the subject list beneath shows at once.
@MainActor
@Suite("Subject detail screen")
struct SubjectDetailTests {
    private nonisolated static let physics = "Everything Physics covers, one chapter at a time."
    /// Every way a request can fail that is not a reading of the body.
    private nonisolated static let failures: [Fault] = [.noConnection, .timeout, .status(500), .status(401), .status(404)]

    private func expectColors(_ subject: SubjectDetailScreen, _ theme: Theme, _ screen: SubjectListScreen,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (text, background): (Color, Color) = theme == .day ? (.black, .white) : (.white, .charcoal)
        #expect(try subject.background() == background, "\(screen.rendering)", sourceLocation: sourceLocation)
        #expect(try subject.descriptionLabel().textColor == text, sourceLocation: sourceLocation)
        #expect(try subject.chapters().textColor == text, sourceLocation: sourceLocation)
    }

    private func expectSwitchOff(_ subject: SubjectDetailScreen, enabled: Bool, _ screen: SubjectListScreen,
                                 sourceLocation: SourceLocation = #_sourceLocation) throws {
        let button = try subject.switchOff()
        #expect(button.shownTitle == "Switch Off", "\(screen.rendering)", sourceLocation: sourceLocation)
        #expect(button.isEnabled == enabled, sourceLocation: sourceLocation)
        #expect(button.shownBackground == (enabled ? .theme : .lightGray), sourceLocation: sourceLocation)
        #expect(button.shownTitleColor == (enabled ? .white : .darkGray), sourceLocation: sourceLocation)
    }

    /// The list loaded, Physics opened and its details landed.
    private func physicsLoaded(_ architecture: Architecture, theme: Theme = .day) throws -> (SubjectListScreen, SubjectDetailScreen) {
        let screen = SubjectListScreen(architecture, theme: theme)
        screen.showLoaded()
        let subject = try screen.open("Physics")
        screen.settle()
        return (screen, subject)
    }

    // Rule `subjectDetail.appearing` (docs/SPEC.md §6.1)
    @Test("Opening a subject shows its screen loading, with one request for its details",
          arguments: Architecture.allCases)
    func opening(architecture: Architecture) throws {
        try checkChange(.subjectDetail, in: architecture) {
            let screen = SubjectListScreen(architecture)
            screen.showLoaded()
            let subject = try screen.open("Physics")
            #expect(screen.titles == ["Practice", "Physics"])
            #expect(try subject.loading().isSpinning, "\(screen.rendering)")
            #expect(try subject.texts() == ["", "", ""])
            #expect(try subject.retry().isVisibleInTree == false)
            #expect(try subject.switchOff().isVisibleInTree == false)
            #expect(try subject.switching().isSpinning == false)
            let requests = screen.backend.requests(to: .subjectDetails)
            #expect(requests.map(\.request.path) == ["/subjects/4"])
            #expect(requests.map(\.state) == [.inFlight])
        }
    }

    // Rules `subjectDetail.details`, `subjectDetail.colours` (docs/SPEC.md §6.1)
    @Test("The subject's details show when they land, in the theme", arguments: Architecture.allCases, Theme.allCases)
    func detailsLand(architecture: Architecture, theme: Theme) throws {
        try checkChange(.subjectDetail, in: architecture) {
            let (screen, subject) = try physicsLoaded(architecture, theme: theme)
            #expect(try subject.loading().isSpinning == false, "\(screen.rendering)")
            #expect(try subject.texts() == [Self.physics, "10 chapters", ""])
            #expect(try subject.retry().isVisibleInTree == false)
            try expectSwitchOff(subject, enabled: true, screen)
            try expectColors(subject, theme, screen)
        }
    }

    // Rule `subjectDetail.details` (docs/SPEC.md §6.1)
    @Test("A subject of one chapter says 1 chapter", arguments: Architecture.allCases)
    func oneChapter(architecture: Architecture) throws {
        try checkChange(.subjectDetail, in: architecture) {
            let screen = SubjectListScreen(architecture)
            // The server's own subjects have 6 chapters or more: it is told to answer with one.
            screen.showLoaded()
            screen.backend.inject(.body(Data(#"{"id":4,"name":"Physics","description":"One.","chapters":1}"#.utf8)),
                                  on: .subjectDetails, once: true)
            let subject = try screen.open("Physics")
            screen.settle()
            #expect(try subject.texts() == ["One.", "1 chapter", ""], "\(screen.rendering)")
        }
    }

    // Rule `subjectDetail.failure` (docs/SPEC.md §6.1)
    @Test("A failed load shows the error and Retry, and Retry loads again",
          arguments: Architecture.allCases, failures + [.malformedJSON, .unexpectedJSON,
                                                        .body(Data(#"{"id":4,"name":"Physics","description":"x","chapters":"10"}"#.utf8)),
                                                        .body(Data(#"{"id":4,"name":"Physics","description":"x","chapters":-1}"#.utf8))])
    func loadFailure(architecture: Architecture, fault: Fault) throws {
        try checkChange(.subjectDetail, in: architecture) {
            let screen = SubjectListScreen(architecture)
            screen.showLoaded()
            screen.backend.inject(fault, on: .subjectDetails, once: true)
            let subject = try screen.open("Physics")
            screen.settle()
            #expect(try subject.loading().isSpinning == false, "\(screen.rendering)")
            #expect(try subject.texts() == ["", "", "Couldn't load this subject."])
            let retry = try subject.retry()
            #expect(retry.shownTitle == "Retry" && retry.isEnabled && retry.shownTitleColor == .black
                        && retry.shownBackground == nil)
            #expect(try subject.switchOff().isVisibleInTree == false)
            try subject.retry().simulateTap()
            #expect(try subject.loading().isSpinning, "\(screen.rendering)")
            #expect(try subject.texts() == ["", "", ""])
            #expect(try subject.retry().isVisibleInTree == false)
            #expect(screen.backend.requests(to: .subjectDetails).map(\.state) == [.answered, .inFlight])
            screen.settle()
            #expect(try subject.texts() == [Self.physics, "10 chapters", ""], "\(screen.rendering)")
            try expectSwitchOff(subject, enabled: true, screen)
        }
    }

    // Rule `subjectDetail.colours` (docs/SPEC.md §6.1)
    @Test("The subject detail screen follows the theme at once, loading or loaded", arguments: Architecture.allCases)
    func followsTheme(architecture: Architecture) throws {
        try checkChange(.subjectDetail, in: architecture) {
            let screen = SubjectListScreen(architecture)
            screen.showLoaded()
            let subject = try screen.open("Physics")
            screen.environment.themeStore.apply(.night)
            #expect(try subject.background() == .charcoal, "\(screen.rendering)")
            screen.settle()
            try expectColors(subject, .night, screen)
            screen.environment.themeStore.apply(.day)
            try expectColors(subject, .day, screen)
        }
    }

    // Rule `subjectDetail.switchOff` (docs/SPEC.md §6.1)
    @Test("Switch Off at once disables itself, shows progress and sends one request; a second tap sends nothing",
          arguments: Architecture.allCases)
    func switchOffAtOnce(architecture: Architecture) throws {
        try checkChange(.subjectDetail, in: architecture) {
            let (screen, subject) = try physicsLoaded(architecture)
            try subject.switchOff().simulateTap()
            try expectSwitchOff(subject, enabled: false, screen)
            #expect(try subject.switching().isSpinning, "\(screen.rendering)")
            #expect(screen.titles == ["Practice", "Physics"])
            try subject.switchOff().simulateTap()
            let sent = screen.backend.requests(to: .switchOff)
            #expect(sent.map(\.state) == [.inFlight])
            let token = try #require(screen.environment.sessionStore.session?.token)
            #expect(sent.first?.request.headers["Authorization"] == "Bearer \(token)")
            let body = try #require(sent.first?.request.body)
            let fields = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
            #expect(fields["id"] as? Int == 4 && fields["status"] as? String == "off")
        }
    }

    // Rule `subjectDetail.switchOffSuccess` (docs/SPEC.md §6.1)
    @Test("A switch-off that succeeds pops back to a list without the subject, with no new load",
          arguments: Architecture.allCases)
    func switchOffSuccess(architecture: Architecture) throws {
        try checkChange(.subjectDetail, in: architecture) {
            let (screen, subject) = try physicsLoaded(architecture)
            try subject.switchOff().simulateTap()
            screen.settle()
            #expect(screen.titles == ["Practice"], "\(screen.rendering)")
            #expect(try screen.visibleTitles() == ["Math", "Chinese", "English", "History", "More"], "\(screen.rendering)")
            #expect(try screen.emptyLabel().shownText == "")
            #expect(screen.requestCount(.subjects) == 1 && screen.requestCount(.userSubjects) == 1,
                    "the list loaded again")
            // The server kept it: a later load no longer opens it.
            try screen.list().simulatePullToRefresh()
            screen.settle()
            #expect(try screen.visibleTitles() == ["Math", "Chinese", "English", "History", "More"])
            try screen.open("History")
            #expect(screen.titles == ["Practice", "History"])
        }
    }

    // Rules `subjectDetail.switchOffSuccess`, `subjectList.window` (docs/SPEC.md §6.1)
    @Test("After a switch-off far down a long list, every visible cell shows its item", arguments: Architecture.allCases)
    func switchOffInLongList(architecture: Architecture) throws {
        try checkChange(.subjectDetail, in: architecture) {
            let screen = SubjectListScreen(architecture, theme: .night)
            screen.showLoaded(subjects: 30)
            try screen.list().simulateScroll(toItem: 30)
            let subject = try screen.open("Subject 27")
            screen.settle()
            try subject.switchOff().simulateTap()
            screen.settle()
            let expected = (1...30).filter { $0 != 27 }.map { "Subject \($0)" } + ["More"]
            let cells = try screen.visibleCells()
            #expect(try screen.list().numberOfItems == 30, "\(screen.rendering)")
            // Selecting scrolled the list until Subject 27 showed last: the window starts at 19, and stays.
            #expect(cells.map(\.index) == Array(19...26))
            #expect(cells.map(\.title) == Array(expected[19...26]), "\(screen.rendering)")
            #expect(cells.allSatisfy { $0.titleColor == .white && $0.background == .charcoal })
            #expect(try screen.allTitles() == expected)
        }
    }

    // Rules `subjectDetail.switchOffSuccess`, `subjectList.empty` (docs/SPEC.md §6.1)
    @Test("Switching off the last open subject leaves the empty state", arguments: Architecture.allCases)
    func switchOffLast(architecture: Architecture) throws {
        try checkChange(.subjectDetail, in: architecture) {
            let screen = SubjectListScreen(architecture)
            screen.showLoaded(subjects: 1)
            let subject = try screen.open("Subject 1")
            screen.settle()
            try subject.switchOff().simulateTap()
            screen.settle()
            #expect(screen.titles == ["Practice"])
            #expect(try screen.visibleTitles() == ["More"], "\(screen.rendering)")
            #expect(try screen.emptyLabel().shownText == "No subjects yet. Tap More to add some.")
        }
    }

    // Rule `subjectDetail.switchOffFailure` (docs/SPEC.md §6.1)
    @Test("A failed switch-off says why and changes nothing on the list; tapping again can succeed",
          arguments: Architecture.allCases, failures)
    func switchOffFailure(architecture: Architecture, fault: Fault) throws {
        try checkChange(.subjectDetail, in: architecture) {
            // The screen is read afresh each time: a test that held it would keep it alive past its pop.
            let screen = try physicsLoaded(architecture).0
            screen.backend.inject(fault, on: .switchOff, once: true)
            try screen.subjectDetailScreen().switchOff().simulateTap()
            screen.settle()
            #expect(screen.titles == ["Practice", "Physics"], "\(screen.rendering)")
            #expect(try screen.subjectDetailScreen().switching().isSpinning == false)
            try expectSwitchOff(screen.subjectDetailScreen(), enabled: true, screen)
            #expect(try screen.subjectDetailScreen().texts() == [Self.physics, "10 chapters", "Couldn't switch this subject off."])
            #expect(try screen.subjectDetailScreen().retry().isVisibleInTree == false)
            try screen.subjectDetailScreen().switchOff().simulateTap()
            #expect(try screen.subjectDetailScreen().texts() == [Self.physics, "10 chapters", ""],
                    "the failure stays while switching again")
            screen.navigation?.simulateBack()
            #expect(try screen.visibleTitles() == ["Math", "Chinese", "English", "Physics", "History", "More"])
            screen.settle()
            #expect(try screen.visibleTitles() == ["Math", "Chinese", "English", "Physics", "History", "More"],
                    "the switch-off cancelled by the pop landed")
            try screen.open("Physics")
            screen.settle()
            try screen.subjectDetailScreen().switchOff().simulateTap()
            screen.settle()
            #expect(try screen.visibleTitles() == ["Math", "Chinese", "English", "History", "More"], "\(screen.rendering)")
        }
    }

    // Rule `screen.leaving` (docs/SPEC.md §6.1)
    @Test("Popping the subject detail screen while its details load or it switches off cancels the request and releases it",
          arguments: Architecture.allCases, [false, true])
    func popInFlight(architecture: Architecture, switching: Bool) throws {
        try checkChange(.subjectDetail, in: architecture) {
            let screen = SubjectListScreen(architecture)
            screen.showLoaded()
            let route: Route = switching ? .switchOff : .subjectDetails
            let tree: (controller: Weak<ViewController>, views: [Weak<View>]) = try {
                let subject = try screen.open("Physics")
                if switching {
                    screen.settle()
                    try subject.switchOff().simulateTap()
                }
                #expect(screen.backend.requests(to: route).map(\.state) == [.inFlight])
                return (Weak(subject.controller), subject.controller.view.allViews.map { Weak($0) })
            }()
            screen.navigation?.simulateBack()
            #expect(tree.controller.object == nil, "the subject detail screen is still alive after being popped")
            #expect(tree.views.allSatisfy { $0.object == nil }, "a view of the subject detail screen is still alive")
            #expect(screen.backend.requests(to: route).map(\.state) == [.cancelled])
            screen.settle()
            #expect(screen.titles == ["Practice"])
            #expect(try screen.visibleTitles() == ["Math", "Chinese", "English", "Physics", "History", "More"])
            // A switch-off cancelled before it landed changed nothing on the server either.
            try screen.list().simulatePullToRefresh()
            screen.settle()
            #expect(try screen.visibleTitles() == ["Math", "Chinese", "English", "Physics", "History", "More"])
        }
    }

    // Rule `screen.leaving` (docs/SPEC.md §6.1)
    @Test("Releasing the subject list with its subject detail screen switching off cancels every request and frees both",
          arguments: Architecture.allCases)
    func releaseStack(architecture: Architecture) throws {
        try checkChange(.subjectDetail, in: architecture) {
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
                try subject.view.widget("subjectDetail.switchOff", as: Button.self).simulateTap()
                #expect(environment.backend.requests(to: .switchOff).map(\.state) == [.inFlight])
                let controllers = navigation.viewControllers
                return withExtendedLifetime(window) {
                    (controllers.map { Weak<AnyObject>($0) } + controllers.flatMap { $0.view.allViews }.map { Weak<AnyObject>($0) })
                }
            }()
            #expect(objects.allSatisfy { $0.object == nil }, "an object of the released stack is still alive")
            #expect(environment.backend.requests.allSatisfy { $0.state != .inFlight })
            scheduler.runUntilIdle()
            #expect(environment.backend.requests(to: .switchOff).map(\.state) == [.cancelled])
            #expect(environment.backend.settings == SampleData.settings)
        }
    }

    // Rule `answers.atOnce` (+ `subjectDetail.switchOffSuccess`) (docs/SPEC.md §6.1)
    @Test("With answers that land at once, a subject opens loaded and a switch-off pops back to the list without it",
          arguments: Architecture.allCases)
    func atOnce(architecture: Architecture) throws {
        try checkChange(.subjectDetail, in: architecture) {
            let environment = AppEnvironment(scheduler: ImmediateScheduler())
            environment.signIn()
            let navigation = NavigationController(rootViewController: architecture.makeSubjectListScreen(environment: environment))
            let window = Window(rootViewController: navigation)
            window.makeKeyAndVisible()
            let list: CollectionView = try navigation.viewControllers[0].view.widget("subjectList.list")
            list.simulateSelectItem(at: 3)
            let subject = try #require(navigation.topViewController).view
            #expect(try subject.widget("subjectDetail.description", as: Label.self).shownText == Self.physics,
                    "\(navigation.renderScreen())")
            #expect(try subject.widget("subjectDetail.loading", as: ActivityIndicatorView.self).isSpinning == false)
            environment.backend.inject(.status(503), on: .switchOff, once: true)
            try subject.widget("subjectDetail.switchOff", as: Button.self).simulateTap()
            #expect(try subject.widget("subjectDetail.error", as: Label.self).shownText == "Couldn't switch this subject off.")
            #expect(try subject.widget("subjectDetail.switching", as: ActivityIndicatorView.self).isSpinning == false)
            try subject.widget("subjectDetail.switchOff", as: Button.self).simulateTap()
            #expect(navigation.titles == ["Practice"], "\(navigation.renderScreen())")
            #expect(list.numberOfItems == 5)
            #expect(list.visibleCells.count == 5)
            withExtendedLifetime(window) {}
        }
    }

    // Rules `subjectDetail.details`, `subjectDetail.switchOff`, `subjectDetail.switchOffSuccess` (docs/SPEC.md §6.1)
    @Test("A subject opens with its details and a switch-off pops back to a list without it, by every approach",
          arguments: Architecture.allCases, Approach.all)
    func everyApproach(architecture: Architecture, approach: Approach) throws {
        try checkChange(.subjectDetail, in: architecture) {
            let screen = SubjectListScreen(architecture, timing: approach.timing)
            try screen.showLoaded(approach.way)
            let loads = screen.requestCount(.subjects)
            let subject = try screen.open("Physics")
            screen.settle()
            #expect(screen.titles == ["Practice", "Physics"], "\(screen.rendering)")
            #expect(try subject.texts() == [Self.physics, "10 chapters", ""], "\(screen.rendering)")
            #expect(try subject.loading().isSpinning == false)
            try expectSwitchOff(subject, enabled: true, screen)
            try subject.switchOff().simulateTap()
            if approach.timing == .later {
                try expectSwitchOff(subject, enabled: false, screen)
                #expect(try subject.switching().isSpinning)
            }
            screen.settle()
            #expect(screen.titles == ["Practice"], "\(screen.rendering)")
            #expect(try screen.visibleTitles() == ["Math", "Chinese", "English", "History", "More"], "\(screen.rendering)")
            #expect(screen.requestCount(.subjects) == loads, "the list loaded again")
            #expect(screen.backend.requests(to: .switchOff).map(\.state) == [.answered])
        }
    }

    // Rule `subjectDetail.switchOffSuccess` (docs/SPEC.md §6.1)
    @Test("A refresh asked before a switch-off landed shows what the server said then, and the list keeps it when it shows again",
          arguments: Architecture.allCases)
    func refreshAskedBeforeSwitchOff(architecture: Architecture) throws {
        try checkChange(.subjectDetail, in: architecture) {
            let screen = SubjectListScreen(architecture)
            screen.showLoaded()
            screen.backend.routeLatency = [.subjects: .seconds(5), .userSubjects: .seconds(5)]
            try screen.list().simulatePullToRefresh()
            let subject = try screen.open("Physics")
            screen.scheduler.advance(by: .seconds(1))
            try subject.switchOff().simulateTap()
            screen.scheduler.advance(by: .seconds(1))
            #expect(screen.titles == ["Practice"], "the switch-off landed first:\n\(screen.rendering)")
            #expect(try screen.visibleTitles() == ["Math", "Chinese", "English", "History", "More"], "\(screen.rendering)")
            screen.settle()
            let asked = ["Math", "Chinese", "English", "Physics", "History", "More"]
            #expect(try screen.visibleTitles() == asked, "the refresh was answered before the switch-off:\n\(screen.rendering)")
            try screen.open("Math")
            screen.settle()
            try #require(screen.navigation).simulateBack()
            #expect(try screen.visibleTitles() == asked, "the list showing again drops nothing:\n\(screen.rendering)")
            try screen.list().simulatePullToRefresh()
            screen.settle()
            #expect(try screen.visibleTitles() == ["Math", "Chinese", "English", "History", "More"], "\(screen.rendering)")
        }
    }

    // Rule `subjectDetail.switchOffSuccess` (docs/SPEC.md §6.1)
    @Test("A subject switched on again since its switch-off is listed by the next load, and stays when the list shows again",
          arguments: Architecture.allCases, AnswerTiming.allCases)
    func switchedOnAgain(architecture: Architecture, timing: AnswerTiming) throws {
        try checkChange(.subjectDetail, in: architecture) {
            let screen = SubjectListScreen(architecture, timing: timing)
            screen.showLoaded()
            try screen.open("Physics")
            screen.settle()
            try screen.subjectDetailScreen().switchOff().simulateTap()
            screen.settle()
            #expect(try screen.visibleTitles() == ["Math", "Chinese", "English", "History", "More"], "\(screen.rendering)")
            screen.backend.settings = SampleData.settings
            try screen.list().simulatePullToRefresh()
            screen.settle()
            let listed = ["Math", "Chinese", "English", "Physics", "History", "More"]
            #expect(try screen.visibleTitles() == listed, "\(screen.rendering)")
            try screen.openAllSubjects()
            screen.settle()
            try #require(screen.navigation).simulateBack()
            #expect(try screen.visibleTitles() == listed, "the list showing again drops nothing:\n\(screen.rendering)")
            try screen.open("Math")
            screen.settle()
            try #require(screen.navigation).simulateBack()
            #expect(try screen.visibleTitles() == listed, "\(screen.rendering)")
        }
    }
}
