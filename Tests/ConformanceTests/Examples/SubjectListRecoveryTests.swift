import Architectures
import SharedModel
import Testing
import ViewKit

/// SPEC §3, when loading fails: the error state, retry, and pull to refresh.
@MainActor
@Suite("Subject list errors, retry and refresh")
struct SubjectListRecoveryTests {
    /// A failing route and how it fails.
    struct Failure: CustomTestStringConvertible, Sendable {
        let route: Route
        let fault: Fault
        var testDescription: String { "\(route.path) \(fault)" }
    }

    nonisolated static let failures: [Failure] = [
        Failure(route: .subjects, fault: .noConnection),
        Failure(route: .userSubjects, fault: .noConnection),
        Failure(route: .subjects, fault: .timeout),
        Failure(route: .userSubjects, fault: .status(500)),
        Failure(route: .userSubjects, fault: .status(401)),
        Failure(route: .subjects, fault: .malformedJSON),
        Failure(route: .subjects, fault: .unexpectedJSON),
        Failure(route: .subjects, fault: .body(.init(#"{"subjects":[{"id":"one","name":"Math","phases":[]}]}"#.utf8))),
        Failure(route: .subjects, fault: .body(.init(#"{"list":[{"sid":"x1","title":"Math","p":[]}]}"#.utf8))),
        Failure(route: .userSubjects, fault: .body(.init(#"{"phase":"junior","subjects":[{"id":1,"status":true}]}"#.utf8))),
    ]

    // Rule `subjectList.failure` (+ `subjectList.listVisible`) (docs/SPEC.md §6.1)
    @Test("Either request failing: loading stops, the list hides, the error and retry show",
          arguments: Architecture.allCases, failures)
    func failure(architecture: Architecture, failure: Failure) throws {
        let screen = SubjectListScreen(architecture)
        screen.backend.inject(failure.fault, on: failure.route)
        screen.showLoaded()
        #expect(try screen.loading().isSpinning == false)
        #expect(try screen.list().isVisibleInTree == false, "\(screen.rendering)")
        #expect(try screen.errorLabel().isVisibleInTree)
        #expect(try screen.errorLabel().shownText == "Couldn't load your subjects.")
        #expect(try screen.retry().isVisibleInTree)
        #expect(try screen.retry().shownTitle == "Retry")
        #expect(try screen.emptyLabel().isVisibleInTree == false)
    }

    // Rule `subjectList.waitForBoth` (docs/SPEC.md §6.1)
    @Test("A failure waits for the other answer before showing", arguments: Architecture.allCases)
    func failureWaitsForBoth(architecture: Architecture) throws {
        let screen = SubjectListScreen(architecture)
        screen.backend.inject(.noConnection, on: .subjects)
        screen.backend.routeLatency = [.subjects: .milliseconds(100)]
        screen.backend.latency = .milliseconds(500)
        screen.show()
        screen.scheduler.advance(by: .milliseconds(200))
        #expect(try screen.loading().isSpinning)
        #expect(try screen.errorLabel().isVisibleInTree == false)
        screen.settle()
        #expect(try screen.errorLabel().isVisibleInTree)
    }

    // Rule `subjectList.retry` (docs/SPEC.md §6.1)
    @Test("Retry hides the error, loads again with both requests, and shows the list on success",
          arguments: Architecture.allCases)
    func retry(architecture: Architecture) throws {
        let screen = SubjectListScreen(architecture)
        screen.backend.inject(.noConnection, on: .subjects, once: true)
        screen.showLoaded()
        try screen.retry().simulateTap()
        #expect(try screen.errorLabel().isVisibleInTree == false)
        #expect(try screen.retry().isVisibleInTree == false)
        #expect(try screen.loading().isSpinning)
        #expect(screen.requestCount(.subjects) == 2)
        #expect(screen.requestCount(.userSubjects) == 2)
        screen.settle()
        #expect(try screen.loading().isSpinning == false)
        #expect(try screen.list().isVisibleInTree)
        #expect(try screen.visibleTitles() == ["Math", "Chinese", "English", "Physics", "History", "More"])
        #expect(try screen.errorLabel().isVisibleInTree == false)
    }

    // Rule `subjectList.retry` (+ `subjectList.failure`) (docs/SPEC.md §6.1)
    @Test("Retry that fails again shows the error again", arguments: Architecture.allCases)
    func retryFailsAgain(architecture: Architecture) throws {
        let screen = SubjectListScreen(architecture)
        screen.backend.inject(.status(503), on: .userSubjects)
        screen.showLoaded()
        try screen.retry().simulateTap()
        screen.settle()
        #expect(try screen.errorLabel().isVisibleInTree)
        #expect(try screen.retry().isVisibleInTree)
        #expect(try screen.list().isVisibleInTree == false)
        #expect(try screen.loading().isSpinning == false)
    }

    // Rule `subjectList.reach` (docs/SPEC.md §6.1)
    @Test("Hidden retry and hidden list ignore the user", arguments: Architecture.allCases)
    func hiddenWidgetsIgnoreUser(architecture: Architecture) throws {
        let screen = SubjectListScreen(architecture)
        screen.showLoaded()
        try screen.retry().simulateTap()
        #expect(screen.requestCount(.subjects) == 1)
        let failing = SubjectListScreen(architecture)
        failing.backend.inject(.noConnection, on: .subjects)
        failing.showLoaded()
        try failing.list().simulatePullToRefresh()
        #expect(failing.requestCount(.subjects) == 1)
    }

    // Rule `subjectList.refresh` (docs/SPEC.md §6.1)
    @Test("Pull to refresh: both requests again, cells stay until the answers replace them",
          arguments: Architecture.allCases)
    func refreshSuccess(architecture: Architecture) throws {
        let screen = SubjectListScreen(architecture)
        screen.showLoaded()
        let before = try screen.visibleCells()
        screen.backend.settings = UserSubjectSettings(currentPhase: .senior, entries: [
            UserSubject(subjectID: 5, status: .on, updatedTime: 1),
            UserSubject(subjectID: 6, status: .on, updatedTime: 1),
        ])
        try screen.list().simulatePullToRefresh()
        #expect(screen.requestCount(.subjects) == 2)
        #expect(screen.requestCount(.userSubjects) == 2)
        #expect(try screen.visibleCells() == before)
        #expect(try screen.list().refreshControl?.isSpinning == true)
        #expect(try screen.loading().isSpinning == false, "the refresh control shows progress, not the loading indicator")
        screen.settle()
        #expect(try screen.visibleTitles() == ["Chemistry", "Biology", "More"])
        #expect(try screen.list().refreshControl?.isSpinning == false)
        #expect(try screen.emptyLabel().isVisibleInTree == false)
    }

    // Rule `subjectList.empty` (+ `subjectList.refresh`) (docs/SPEC.md §6.1)
    @Test("A refresh can empty the list, and a later one fill it again", arguments: Architecture.allCases)
    func refreshToEmptyAndBack(architecture: Architecture) throws {
        let screen = SubjectListScreen(architecture)
        screen.showLoaded()
        screen.backend.settings = UserSubjectSettings(currentPhase: .junior, entries: [])
        try screen.list().simulatePullToRefresh()
        screen.settle()
        #expect(try screen.emptyLabel().isVisibleInTree)
        #expect(try screen.visibleTitles() == ["More"])
        screen.backend.settings = SampleData.settings
        try screen.list().simulatePullToRefresh()
        screen.settle()
        #expect(try screen.emptyLabel().isVisibleInTree == false)
        #expect(try screen.visibleTitles().count == 6)
    }

    // Rule `subjectList.failure` (docs/SPEC.md §6.1)
    @Test("A failed refresh keeps the cells and shows the error and retry", arguments: Architecture.allCases, [
        Failure(route: .subjects, fault: .noConnection), Failure(route: .userSubjects, fault: .status(500)),
        Failure(route: .subjects, fault: .malformedJSON),
    ])
    func refreshFailure(architecture: Architecture, failure: Failure) throws {
        let screen = SubjectListScreen(architecture)
        screen.showLoaded()
        let before = try screen.visibleCells()
        screen.backend.inject(failure.fault, on: failure.route)
        try screen.list().simulatePullToRefresh()
        screen.settle()
        #expect(try screen.visibleCells() == before)
        #expect(try screen.list().isVisibleInTree)
        #expect(try screen.errorLabel().isVisibleInTree)
        #expect(try screen.retry().isVisibleInTree)
        #expect(try screen.list().refreshControl?.isSpinning == false)
        screen.backend.clearFaults()
        try screen.retry().simulateTap()
        #expect(try screen.errorLabel().isVisibleInTree == false)
        screen.settle()
        #expect(try screen.visibleCells() == before)
        #expect(try screen.errorLabel().isVisibleInTree == false)
    }

    // Rule `subjectList.newestLoadWins` (docs/SPEC.md §6.1)
    @Test("Pulling to refresh while a retry is loading replaces it: one answer, the newest, is shown",
          arguments: Architecture.allCases)
    func refreshDuringRetry(architecture: Architecture) throws {
        let screen = SubjectListScreen(architecture)
        screen.showLoaded()
        screen.backend.inject(.noConnection, on: .subjects, once: true)
        try screen.list().simulatePullToRefresh()
        screen.settle()
        try screen.retry().simulateTap()
        #expect(try screen.loading().isSpinning)
        screen.backend.settings = UserSubjectSettings(currentPhase: .junior, entries: [
            UserSubject(subjectID: 2, status: .on, updatedTime: 1),
        ])
        try screen.list().simulatePullToRefresh()
        #expect(screen.requestCount(.subjects) == 4)
        #expect(screen.requestCount(.userSubjects) == 4)
        #expect(screen.backend.requests.filter { $0.state == .cancelled }.count == 2, "the retry's requests are replaced")
        screen.settle()
        #expect(try screen.visibleTitles() == ["Chinese", "More"], "\(screen.rendering)")
        #expect(try screen.loading().isSpinning == false)
        #expect(try screen.list().refreshControl?.isSpinning == false)
        #expect(try screen.errorLabel().isVisibleInTree == false)
        #expect(try screen.retry().isVisibleInTree == false)
    }
}
