import Architectures
import SharedModel
import Testing
import ViewKit

/// SPEC §7.3, change `refresh-and-return`: the subject list's Refresh button does what pull to
/// refresh does, and return in the login form's password field does what Log In does.
@MainActor
@Suite("A Refresh button and submit on return")
struct RefreshAndReturnTests {
    /// Switches on exactly the subjects `ids` names on the server, for the next load to find.
    private func open(_ ids: [Int], on screen: SubjectListScreen) {
        screen.backend.settings = UserSubjectSettings(currentPhase: .junior, entries: ids.map {
            UserSubject(subjectID: $0, status: .on, updatedTime: 1)
        })
    }

    // Rule `subjectList.refreshButton` (docs/SPEC.md §6.1)
    @Test("The bar carries Refresh, disabled while the first load runs and enabled once the list shows",
          arguments: Architecture.allCases)
    func enabledOnceTheListShows(architecture: Architecture) throws {
        try checkChange(.refreshAndReturn, in: architecture) {
            let screen = SubjectListScreen(architecture)
            screen.show()
            let button = try screen.refreshButton()
            #expect(button.title == "Refresh")
            #expect(button.isVisibleInTree)
            #expect(button.isEnabled == false, "\(screen.rendering)")
            button.simulateTap()
            #expect(screen.requestCount(.subjects) == 1)
            screen.settle()
            #expect(button.isEnabled, "\(screen.rendering)")
        }
    }

    // Rule `subjectList.refreshButton` (docs/SPEC.md §6.1)
    @Test("Refresh does what pull to refresh does: the refresh control's progress, the cells stay, then the newest answers",
          arguments: Architecture.allCases)
    func refreshes(architecture: Architecture) throws {
        try checkChange(.refreshAndReturn, in: architecture) {
            let screen = SubjectListScreen(architecture)
            screen.showLoaded()
            let shown = try screen.visibleTitles()
            open([2, 4], on: screen)
            try screen.refreshButton().simulateTap()
            #expect(try screen.list().refreshControl?.isSpinning == true, "\(screen.rendering)")
            #expect(try screen.loading().isSpinning == false)
            #expect(try screen.visibleTitles() == shown)
            #expect(screen.requestCount(.subjects) == 2)
            #expect(screen.requestCount(.userSubjects) == 2)
            #expect(try screen.refreshButton().isEnabled == false, "a refresh under way cannot be started again")
            try screen.refreshButton().simulateTap()
            #expect(screen.requestCount(.subjects) == 2)
            screen.settle()
            #expect(try screen.visibleTitles() == ["Chinese", "Physics", "More"], "\(screen.rendering)")
            #expect(try screen.list().refreshControl?.isSpinning == false)
            #expect(try screen.refreshButton().isEnabled)
            try screen.list().simulatePullToRefresh()
            #expect(try screen.refreshButton().isEnabled == false, "a pull is a refresh under way too")
            screen.settle()
            #expect(try screen.refreshButton().isEnabled)
        }
    }

    // Rule `subjectList.refreshButton` (docs/SPEC.md §6.1)
    @Test("A failed Refresh keeps the cells and shows the error and Retry, and Refresh is enabled again",
          arguments: Architecture.allCases)
    func failedRefresh(architecture: Architecture) throws {
        try checkChange(.refreshAndReturn, in: architecture) {
            let screen = SubjectListScreen(architecture)
            screen.showLoaded()
            let shown = try screen.visibleTitles()
            screen.backend.inject(.status(500), on: .subjects, once: true)
            try screen.refreshButton().simulateTap()
            screen.settle()
            #expect(try screen.visibleTitles() == shown)
            #expect(try screen.errorLabel().isVisibleInTree, "\(screen.rendering)")
            #expect(try screen.retry().isVisibleInTree)
            #expect(try screen.list().refreshControl?.isSpinning == false)
            #expect(try screen.refreshButton().isEnabled)
        }
    }

    // Rule `subjectList.refreshButton` (docs/SPEC.md §6.1)
    @Test("Refresh while a retry is loading replaces it: one answer, the newest, is shown",
          arguments: Architecture.allCases)
    func refreshDuringRetry(architecture: Architecture) throws {
        try checkChange(.refreshAndReturn, in: architecture) {
            let screen = SubjectListScreen(architecture)
            screen.showLoaded()
            screen.backend.inject(.noConnection, on: .subjects, once: true)
            try screen.refreshButton().simulateTap()
            screen.settle()
            try screen.retry().simulateTap()
            #expect(try screen.loading().isSpinning)
            #expect(try screen.refreshButton().isEnabled, "the list shows and no refresh is under way")
            open([2], on: screen)
            try screen.refreshButton().simulateTap()
            #expect(screen.requestCount(.subjects) == 4)
            #expect(screen.requestCount(.userSubjects) == 4)
            #expect(screen.backend.requests.filter { $0.state == .cancelled }.count == 2, "the retry's requests are replaced")
            #expect(try screen.loading().isSpinning, "the retry's loading keeps animating until the newest answers")
            #expect(try screen.list().refreshControl?.isSpinning == true)
            screen.settle()
            #expect(try screen.visibleTitles() == ["Chinese", "More"], "\(screen.rendering)")
            #expect(try screen.loading().isSpinning == false)
            #expect(try screen.list().refreshControl?.isSpinning == false)
            #expect(try screen.errorLabel().isVisibleInTree == false)
            #expect(try screen.refreshButton().isEnabled)
        }
    }

    // Rule `subjectList.refreshButton` (docs/SPEC.md §6.1)
    @Test("While a first load that failed hides the list, Refresh stays disabled and Retry is the way back",
          arguments: Architecture.allCases)
    func disabledWhileTheListIsHidden(architecture: Architecture) throws {
        try checkChange(.refreshAndReturn, in: architecture) {
            let screen = SubjectListScreen(architecture)
            screen.backend.inject(.noConnection, on: .userSubjects, once: true)
            screen.showLoaded()
            #expect(try screen.errorLabel().isVisibleInTree)
            #expect(try screen.refreshButton().isEnabled == false, "\(screen.rendering)")
            try screen.refreshButton().simulateTap()
            #expect(screen.requestCount(.subjects) == 1)
            try screen.retry().simulateTap()
            #expect(try screen.refreshButton().isEnabled == false, "the list is still hidden while Retry loads")
            screen.settle()
            #expect(try screen.list().isVisibleInTree)
            #expect(try screen.refreshButton().isEnabled, "\(screen.rendering)")
        }
    }

    // Rule `login.returnSubmits` (docs/SPEC.md §6.1)
    @Test("Return in the password field submits as Log In does: Signing in…, one request, then the subject list",
          arguments: Architecture.allCases)
    func returnSubmits(architecture: Architecture) throws {
        try checkChange(.refreshAndReturn, in: architecture) {
            let screen = LoginScreen(architecture)
            try screen.type(username: SampleData.goodCredentials.username)
            try screen.type(password: SampleData.goodCredentials.password)
            try screen.password().simulateReturn()
            #expect(try screen.instruction().shownText == "Signing in\u{2026}", "\(screen.rendering)")
            #expect(try screen.activity().isSpinning)
            #expect(try screen.submit().isInteractive == false)
            #expect(screen.backend.requests(to: .login).count == 1)
            #expect(screen.backend.requests(to: .login).first?.bodyFields == [
                "username": SampleData.goodCredentials.username, "password": SampleData.goodCredentials.password,
            ])
            try screen.password().simulateReturn()
            #expect(screen.backend.requests(to: .login).count == 1, "a login in flight is not sent twice")
            screen.settle()
            #expect(screen.navigation.titles == ["Log In", "Practice"], "\(screen.rendering)")
        }
    }

    // Rule `login.returnSubmits` (docs/SPEC.md §6.1)
    @Test("Return does nothing while Log In is disabled, nor in the username field; once Log In is enabled it submits",
          arguments: Architecture.allCases)
    func returnWhileDisabled(architecture: Architecture) throws {
        try checkChange(.refreshAndReturn, in: architecture) {
            let screen = LoginScreen(architecture)
            try screen.type(username: SampleData.goodCredentials.username)
            try screen.type(password: "short")
            #expect(try screen.submit().isEnabled == false)
            let before = screen.rendering
            try screen.password().simulateReturn()
            #expect(screen.backend.requests.isEmpty)
            #expect(screen.rendering == before, "return with Log In disabled changes nothing")
            try screen.type(password: SampleData.goodCredentials.password)
            let typed = screen.rendering
            try screen.username().simulateReturn()
            #expect(screen.backend.requests.isEmpty, "return in the username field sends nothing")
            #expect(screen.rendering == typed, "return in the username field changes nothing")
            try screen.password().simulateReturn()
            #expect(screen.backend.requests(to: .login).count == 1, "\(screen.rendering)")
        }
    }

    // Rule `subjectList.refreshButton` (docs/SPEC.md §6.1)
    @Test("Refresh does what a pull does and is enabled again when its answers land, by every approach",
          arguments: Architecture.allCases, Approach.all)
    func refreshEveryApproach(architecture: Architecture, approach: Approach) throws {
        try checkChange(.refreshAndReturn, in: architecture) {
            let screen = SubjectListScreen(architecture, timing: approach.timing)
            try screen.showLoaded(approach.way)
            let loads = screen.requestCount(.subjects)
            #expect(try screen.refreshButton().isEnabled, "\(screen.rendering)")
            open([2, 4], on: screen)
            try screen.refreshButton().simulateTap()
            #expect(screen.requestCount(.subjects) == loads + 1)
            #expect(screen.requestCount(.userSubjects) == loads + 1)
            if approach.timing == .later {
                #expect(try screen.list().refreshControl?.isSpinning == true, "\(screen.rendering)")
                #expect(try screen.refreshButton().isEnabled == false)
            }
            screen.settle()
            #expect(try screen.visibleTitles() == ["Chinese", "Physics", "More"], "\(screen.rendering)")
            #expect(try screen.list().refreshControl?.isSpinning == false, "the refresh control stops when the answers land")
            #expect(try screen.loading().isSpinning == false)
            #expect(try screen.refreshButton().isEnabled, "Refresh is enabled again after a tap:\n\(screen.rendering)")
            open([1], on: screen)
            try screen.list().simulatePullToRefresh()
            screen.settle()
            #expect(try screen.visibleTitles() == ["Math", "More"], "\(screen.rendering)")
            #expect(try screen.list().refreshControl?.isSpinning == false)
            #expect(try screen.refreshButton().isEnabled, "Refresh is enabled again after a pull:\n\(screen.rendering)")
            screen.backend.inject(.noConnection, on: .subjects, once: true)
            try screen.refreshButton().simulateTap()
            screen.settle()
            #expect(try screen.visibleTitles() == ["Math", "More"])
            #expect(try screen.errorLabel().isVisibleInTree, "\(screen.rendering)")
            #expect(try screen.list().refreshControl?.isSpinning == false)
            #expect(try screen.refreshButton().isEnabled, "Refresh is enabled again after a failed refresh:\n\(screen.rendering)")
        }
    }

    // Rule `login.returnSubmits` (docs/SPEC.md §6.1)
    @Test("Return in the password field sends one login and pushes one subject list, after a failure and after coming back too",
          arguments: Architecture.allCases, AnswerTiming.allCases)
    func returnEveryApproach(architecture: Architecture, timing: AnswerTiming) throws {
        try checkChange(.refreshAndReturn, in: architecture) {
            let screen = LoginScreen(architecture, timing: timing)
            try screen.type(username: SampleData.goodCredentials.username)
            try screen.type(password: "wrong-password")
            try screen.password().simulateReturn()
            screen.settle()
            #expect(screen.backend.requests(to: .login).count == 1)
            #expect(screen.navigation.titles == ["Log In"], "\(screen.rendering)")
            #expect(try screen.instruction().shownText != "", "the failure is shown")
            for attempt in 1...2 {
                try screen.type(username: SampleData.goodCredentials.username)
                try screen.type(password: SampleData.goodCredentials.password)
                try screen.password().simulateReturn()
                if timing == .later {
                    try screen.password().simulateReturn()
                }
                screen.settle()
                #expect(screen.backend.requests(to: .login).count == 1 + attempt, "one login per return that submits")
                #expect(screen.navigation.titles == ["Log In", "Practice"], "\(screen.rendering)")
                #expect(screen.backend.requests(to: .userSubjects).count == attempt, "one subject list pushed, loading once")
                screen.navigation.simulateBack()
                #expect(screen.navigation.titles == ["Log In"])
            }
        }
    }
}
