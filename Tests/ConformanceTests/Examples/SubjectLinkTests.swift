import Architectures
import SharedModel
import Testing
import ViewKit

/// SPEC §7.4, change `subject-link`: the app started from `practice://subject/<id>` opens that subject
/// over the subject list, after the login form when no session is kept.
@MainActor
@Suite("A link that opens a subject")
struct SubjectLinkTests {
    private nonisolated static let physicsLink = "practice://subject/4"
    private nonisolated static let openTitles = ["Math", "Chinese", "English", "Physics", "History", "More"]

    /// Physics' screen on top of a loaded list, its details landed, one request for them.
    private func expectPhysicsOpened(_ app: LaunchedApp, over stack: [String],
                                     sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(app.titles == stack + ["Practice", "Physics"], "\(app.rendering)", sourceLocation: sourceLocation)
        #expect(try app.subjectDetail().descriptionLabel().shownText == "Everything Physics covers, one chapter at a time.",
                sourceLocation: sourceLocation)
        #expect(app.backend.requests(to: .subjectDetails).map(\.request.path) == ["/subjects/4"], sourceLocation: sourceLocation)
    }

    // Rule `link.start` (docs/SPEC.md §6.1). It holds for an app that follows no link too.
    @Test("From its icon the app starts on the subject list with a session, on the login form without",
          arguments: Architecture.allCases)
    func startsAsUsual(architecture: Architecture) throws {
        let signedIn = LaunchedApp(architecture, link: nil, signedIn: true)
        #expect(signedIn.titles == ["Practice"])
        #expect(try signedIn.widget("subjectList.loading", as: ActivityIndicatorView.self).isSpinning, "\(signedIn.rendering)")
        signedIn.settle()
        #expect(try signedIn.listTitles() == Self.openTitles, "\(signedIn.rendering)")
        let signedOut = LaunchedApp(architecture, link: nil, signedIn: false)
        #expect(signedOut.titles == ["Log In"])
        #expect(try signedOut.widget("login.submit", as: Button.self).isEnabled == false)
        #expect(signedOut.backend.requests.isEmpty)
    }

    // Rule `link.opensSubject` (docs/SPEC.md §6.1)
    @Test("With a session the link shows the subject list loading, then the subject over it when the list lands",
          arguments: Architecture.allCases)
    func opensSubjectOverList(architecture: Architecture) throws {
        try checkChange(.subjectLink, in: architecture) {
            let app = LaunchedApp(architecture, link: Self.physicsLink, signedIn: true)
            #expect(app.titles == ["Practice"], "\(app.rendering)")
            #expect(try app.widget("subjectList.loading", as: ActivityIndicatorView.self).isSpinning)
            #expect(app.backend.requests(to: .subjectDetails).isEmpty)
            app.settle()
            try expectPhysicsOpened(app, over: [])
            app.navigation.simulateBack()
            #expect(app.titles == ["Practice"])
            #expect(try app.listTitles() == Self.openTitles, "\(app.rendering)")
            #expect(app.backend.requests(to: .subjects).count == 1)
        }
    }

    // Rule `link.afterLogin` (docs/SPEC.md §6.1)
    @Test("Without a session the link shows the login form, and a login goes on to the subject",
          arguments: Architecture.allCases)
    func logsInFirst(architecture: Architecture) throws {
        try checkChange(.subjectLink, in: architecture) {
            let app = LaunchedApp(architecture, link: Self.physicsLink, signedIn: false)
            #expect(app.titles == ["Log In"], "\(app.rendering)")
            #expect(app.backend.requests.isEmpty)
            try app.logIn(password: "wrong-password")
            app.settle()
            #expect(app.titles == ["Log In"], "a failed login keeps the link for the next one")
            try app.logIn()
            app.settle()
            try expectPhysicsOpened(app, over: ["Log In"])
        }
    }

    // Rule `link.opensSubject` (docs/SPEC.md §6.1)
    @Test("The link waits through a failed load and opens the subject when Retry lands, once",
          arguments: Architecture.allCases)
    func waitsThroughRetry(architecture: Architecture) throws {
        try checkChange(.subjectLink, in: architecture) {
            let app = LaunchedApp(architecture, link: Self.physicsLink, signedIn: true) {
                $0.inject(.noConnection, on: .subjects, once: true)
            }
            app.settle()
            #expect(app.titles == ["Practice"])
            #expect(try app.widget("subjectList.error", as: Label.self).isVisibleInTree, "\(app.rendering)")
            try app.widget("subjectList.retry", as: Button.self).simulateTap()
            app.settle()
            try expectPhysicsOpened(app, over: [])
            app.navigation.simulateBack()
            try app.widget("subjectList.list", as: CollectionView.self).simulatePullToRefresh()
            app.settle()
            #expect(app.titles == ["Practice"], "a refresh does not follow the link again")
            #expect(app.backend.requests(to: .subjectDetails).count == 1)
        }
    }

    // Rule `link.opensSubject` (+ `answers.atOnce`) (docs/SPEC.md §6.1)
    @Test("With answers that land at once the link ends on the subject too", arguments: Architecture.allCases)
    func atOnce(architecture: Architecture) throws {
        try checkChange(.subjectLink, in: architecture) {
            for signedIn in [true, false] {
                let environment = AppEnvironment(scheduler: ImmediateScheduler())
                if signedIn { environment.signIn() }
                let navigation = architecture.makeApp(environment: environment, link: Self.physicsLink)
                let window = Window(rootViewController: navigation)
                window.makeKeyAndVisible()
                if !signedIn {
                    let form = try #require(navigation.topViewController).view
                    try form.widget("login.username", as: TextField.self).simulateTyping("student01")
                    try form.widget("login.password", as: TextField.self).simulateTyping("secret123")
                    try form.widget("login.submit", as: Button.self).simulateTap()
                }
                #expect(navigation.titles == (signedIn ? [] : ["Log In"]) + ["Practice", "Physics"], "\(navigation.renderScreen())")
                let detail = try #require(navigation.topViewController).view
                #expect(try detail.widget("subjectDetail.chapters", as: Label.self).shownText == "10 chapters")
                withExtendedLifetime(window) {}
            }
        }
    }

    // Rule `link.notOnList` (docs/SPEC.md §6.1). It holds for an app that follows no link too.
    @Test("A link to a subject the list does not show leaves the user on the list",
          arguments: Architecture.allCases, ["practice://subject/5", "practice://subject/8", "practice://subject/99",
                                             "practice://subject/1000"])
    func notOnList(architecture: Architecture, link: String) throws {
        for signedIn in [true, false] {
            let app = LaunchedApp(architecture, link: link, signedIn: signedIn)
            if !signedIn { try app.logIn() }
            app.settle()
            #expect(app.titles == (signedIn ? [] : ["Log In"]) + ["Practice"], "\(app.rendering)")
            #expect(try app.listTitles() == Self.openTitles)
            #expect(app.backend.requests(to: .subjectDetails).isEmpty)
        }
    }

    // Rule `link.malformed` (docs/SPEC.md §6.1). It holds for an app that follows no link too.
    @Test("A malformed link starts the app as usual",
          arguments: Architecture.allCases, ["", "practice://subject/", "practice://subject/physics", "practice://subject/4/",
                                             "https://subject/4", "practice://subjects/4", "practice://subject/4?from=mail"])
    func malformed(architecture: Architecture, link: String) throws {
        for signedIn in [true, false] {
            let app = LaunchedApp(architecture, link: link, signedIn: signedIn)
            #expect(app.titles == [signedIn ? "Practice" : "Log In"], "\(app.rendering)")
            if !signedIn { try app.logIn() }
            app.settle()
            #expect(app.titles == (signedIn ? [] : ["Log In"]) + ["Practice"], "\(app.rendering)")
            #expect(app.backend.requests(to: .subjectDetails).isEmpty)
        }
    }

    // Rule `link.afterLogin` (docs/SPEC.md §6.1). It holds for an app that follows no link too.
    @Test("A subject list popped before its list lands takes the link with it", arguments: Architecture.allCases)
    func droppedWithPoppedList(architecture: Architecture) throws {
        let app = LaunchedApp(architecture, link: Self.physicsLink, signedIn: false)
        try app.logIn()
        app.scheduler.advance(by: .milliseconds(300))
        #expect(app.titles == ["Log In", "Practice"], "\(app.rendering)")
        app.navigation.simulateBack()
        try app.logIn()
        app.settle()
        #expect(app.titles == ["Log In", "Practice"], "\(app.rendering)")
        #expect(app.backend.requests(to: .subjectDetails).isEmpty)
    }

    // Rule `link.opensSubject` (docs/SPEC.md §6.1)
    @Test("The link opens its subject once, by every approach: a refresh or a later login does not follow it again",
          arguments: Architecture.allCases, Approach.all)
    func everyApproach(architecture: Architecture, approach: Approach) throws {
        try checkChange(.subjectLink, in: architecture) {
            let signedIn = approach.way != .afterComingBack
            let app = try LaunchedApp.opened(from: Self.physicsLink, architecture, by: approach)
            let below = signedIn ? [String]() : ["Log In"]
            try expectPhysicsOpened(app, over: below)
            app.navigation.simulateBack()
            try app.widget("subjectList.list", as: CollectionView.self).simulatePullToRefresh()
            app.settle()
            #expect(app.titles == below + ["Practice"], "a refresh does not follow the link again:\n\(app.rendering)")
            if !signedIn {
                app.navigation.simulateBack()
                try app.logIn()
                app.settle()
                #expect(app.titles == ["Log In", "Practice"], "a later login does not follow the link again:\n\(app.rendering)")
                #expect(try app.listTitles() == Self.openTitles)
            }
            #expect(app.backend.requests(to: .subjectDetails).count == 1)
        }
    }

    // Rule `link.notOnList` (docs/SPEC.md §6.1). It holds for an app that follows no link too.
    @Test("A link to a subject the list does not show is dropped: a later refresh that lists it opens nothing",
          arguments: Architecture.allCases, AnswerTiming.allCases)
    func droppedWhenNotOnList(architecture: Architecture, timing: AnswerTiming) throws {
        let switchedOff = UserSubjectSettings(currentPhase: .junior, entries: [1, 2, 3, 7].map {
            UserSubject(subjectID: $0, status: .on, updatedTime: 1)
        })
        let otherPhase = UserSubjectSettings(currentPhase: .primary, entries: [1, 2, 4].map {
            UserSubject(subjectID: $0, status: .on, updatedTime: 1)
        })
        for settings in [switchedOff, otherPhase] {
            let app = LaunchedApp(architecture, link: Self.physicsLink, signedIn: true, timing: timing) { $0.settings = settings }
            app.settle()
            #expect(app.titles == ["Practice"], "\(app.rendering)")
            #expect(try app.listTitles().contains("Physics") == false)
            app.backend.settings = SampleData.settings
            try app.widget("subjectList.list", as: CollectionView.self).simulatePullToRefresh()
            app.settle()
            #expect(try app.listTitles() == Self.openTitles, "\(app.rendering)")
            #expect(app.titles == ["Practice"], "the dropped link opens nothing later:\n\(app.rendering)")
            #expect(app.backend.requests(to: .subjectDetails).isEmpty)
        }
    }
}
