import SharedTestSupport
import Testing
import SharedModel
import SharedViews
import ViewKit
@testable import MVVMDC

/// The two screens put together by the assembly: the view controller glues the data controller, the
/// view model factory and the view. (The conformance suite checks every rule of the spec; these follow
/// one path through each screen.)
@MainActor
@Suite struct ScreenTests {
    let environment: AppEnvironment
    let scheduler: ManualScheduler
    let navigation: NavigationController

    init() {
        (environment, scheduler) = makeEnvironment(signedIn: false)
        navigation = NavigationController(rootViewController: MVVMDCArchitecture.makeLoginScreen(environment: environment))
        Window(rootViewController: navigation).makeKeyAndVisible()
    }

    private func widget<V: View>(_ identifier: String, as type: V.Type) throws -> V {
        try #require(navigation.topViewController?.view.find(identifier, as: type))
    }

    @Test("B10 A successful login stores the session and pushes MVVM-DC's subject list, which loads")
    func aSuccessfulLoginStoresTheSessionAndOpensTheSubjectList() throws {
        try LoginFormUser.logIn(on: try #require(navigation.topViewController).view)
        #expect(try widget(LoginID.instruction, as: Label.self).text == "Signing in\u{2026}")
        #expect(try !widget(LoginID.username, as: TextField.self).isEnabled)

        scheduler.advance(by: environment.backend.latency)

        #expect(environment.sessionStore.session != nil)
        #expect(navigation.titles == ["Log In", "Practice"])
        #expect(navigation.topViewController is SubjectListViewController)
        #expect(try widget(SubjectListID.loading, as: ActivityIndicatorView.self).isAnimating)
    }

    @Test func wrongCredentialsClearThePasswordOnScreen() throws {
        try LoginFormUser.logIn(on: try #require(navigation.topViewController).view, password: "not-the-one")
        scheduler.runUntilIdle()

        #expect(try widget(LoginID.instruction, as: Label.self).text == "Incorrect username or password")
        #expect(try widget(LoginID.password, as: TextField.self).text == "")
        #expect(try widget(LoginID.password, as: TextField.self).backgroundColor == .white)
        #expect(try !widget(LoginID.submit, as: Button.self).isEnabled)
        #expect(try widget(LoginID.username, as: TextField.self).isEnabled)
    }

    @Test func subjectListLoadsThenFollowsTheTheme() throws {
        environment.signIn()
        navigation.pushViewController(MVVMDCArchitecture.makeSubjectListScreen(environment: environment))
        let list = try widget(SubjectListID.list, as: CollectionView.self)
        #expect(list.isHidden)

        scheduler.runUntilIdle()
        #expect(!list.isHidden)
        let titles = list.visibleCells.compactMap { ($0.cell as? SubjectCell)?.titleLabel.text }
        #expect(titles == ["Math", "Chinese", "English", "Physics", "History", "More"])

        environment.themeStore.apply(.night)
        #expect(list.visibleCells.allSatisfy { ($0.cell as? SubjectCell)?.titleLabel.textColor == .white })

        list.simulateSelectItem(at: 5)
        #expect(navigation.titles == ["Log In", "Practice", "All Subjects"])
    }

    /// Where a cell leads is the view controller's: it pushes, so this one needs the screen.
    @Test("B9 Selecting a subject pushes its screen; selecting More pushes All Subjects")
    func selectingACellPushesItsScreen() throws {
        environment.signIn()
        navigation.pushViewController(MVVMDCArchitecture.makeSubjectListScreen(environment: environment))
        scheduler.runUntilIdle()
        let list = try widget(SubjectListID.list, as: CollectionView.self)

        list.simulateSelectItem(at: 0)
        #expect(navigation.titles == ["Log In", "Practice", "Math"])
        #expect(navigation.topViewController is SubjectDetailViewController)

        navigation.simulateBack()
        list.simulateSelectItem(at: 5)
        #expect(navigation.titles == ["Log In", "Practice", "All Subjects"])
        #expect(navigation.topViewController is MVVMDC.AllSubjectsViewController)
    }

    @Test("More gives All Subjects what the list shows now: the phase of its last load, less a switch-off")
    func moreGivesAllSubjectsTheListsPhaseAndOpenSubjects() throws {
        environment.signIn()
        navigation.pushViewController(MVVMDCArchitecture.makeSubjectListScreen(environment: environment))
        scheduler.runUntilIdle()
        let list = try widget(SubjectListID.list, as: CollectionView.self)
        environment.backend.settings = UserSubjectSettings(currentPhase: .primary, entries: [
            UserSubject(subjectID: 1, status: .on, updatedTime: 1),
            UserSubject(subjectID: 8, status: .on, updatedTime: 1),
        ])
        list.simulatePullToRefresh()
        scheduler.runUntilIdle()
        list.simulateSelectItem(at: 1)
        scheduler.runUntilIdle()
        try widget(SubjectDetailID.switchOff, as: Button.self).simulateTap()
        scheduler.runUntilIdle()

        list.simulateSelectItem(at: 1)
        scheduler.runUntilIdle()

        #expect(navigation.titles == ["Log In", "Practice", "All Subjects"])
        let rows = try #require(navigation.topViewController).view.allViews
            .filter { $0.accessibilityIdentifier?.hasPrefix("allSubjects.subject-") == true }
            .compactMap { ($0 as? Label)?.text }
        #expect(rows == ["Math ✓", "Chinese", "English", "Science"])
    }
}
