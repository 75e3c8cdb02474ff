import Testing
import SharedModel
import SharedViews
import ViewKit
@testable import MVVMDC

/// The subject detail screen over MVVM-DC's subject list, as the list pushes it: the view controller
/// glues its data controller, the factory and the view, and a switch-off that succeeds goes to its
/// delegate, the list's view controller, which hands it to the list's data controller, renders and
/// pops; a tap on All Subjects goes to the same delegate, which pushes All Subjects over the subject
/// with what its data controller keeps. (The conformance suite checks every rule of the spec; these
/// follow one path each.)
@MainActor
@Suite struct SubjectDetailScreenTests {
    let environment: AppEnvironment
    let scheduler: ManualScheduler
    let navigation = NavigationController(rootViewController: ViewController())
    /// The list's data controller, kept to read what the list holds beneath the detail screen.
    let listData: SubjectListDataController

    /// The subject list on screen and loaded: Math, Chinese, English, Physics, History, More.
    init() {
        (environment, scheduler) = makeEnvironment()
        listData = SubjectListDataController(subjects: SubjectsDataController(environment: environment))
        Window(rootViewController: navigation).makeKeyAndVisible()
        navigation.pushViewController(SubjectListViewController(dataController: listData, environment: environment))
        scheduler.runUntilIdle()
    }

    private func widget<V: View>(_ identifier: String, as type: V.Type) throws -> V {
        try #require(navigation.topViewController?.view.find(identifier, as: type))
    }

    private func list() throws -> CollectionView {
        try #require(navigation.viewControllers[1].view.find(SubjectListID.list, as: CollectionView.self))
    }

    private var openNames: [String]? { listData.state.openSubjects?.map(\.name) }

    /// Selects the subject at `index` on the list and lets its details land.
    private func open(_ index: Int) throws {
        try list().simulateSelectItem(at: index)
        scheduler.runUntilIdle()
    }

    /// The rows All Subjects shows, top first.
    private func catalogueRows() throws -> [String] {
        try #require(navigation.topViewController).view.allViews
            .filter { $0.accessibilityIdentifier?.hasPrefix("allSubjects.subject-") == true }
            .compactMap { ($0 as? Label)?.text }
    }

    @Test func selectingASubjectPushesItsScreenWhichLoadsItsDetailsOnce() throws {
        try list().simulateSelectItem(at: 3)
        #expect(navigation.titles == ["", "Practice", "Physics"])
        #expect(navigation.topViewController is SubjectDetailViewController)
        #expect(try widget(SubjectDetailID.loading, as: ActivityIndicatorView.self).isAnimating)
        #expect(try widget(SubjectDetailID.switchOff, as: Button.self).isHidden)
        #expect(environment.backend.requests(to: .subjectDetails).map(\.request.path) == ["/subjects/4"])

        scheduler.runUntilIdle()

        #expect(try !widget(SubjectDetailID.loading, as: ActivityIndicatorView.self).isAnimating)
        #expect(try widget(SubjectDetailID.description, as: Label.self).text == "Everything Physics covers, one chapter at a time.")
        #expect(try widget(SubjectDetailID.chapters, as: Label.self).text == "10 chapters")
        #expect(try widget(SubjectDetailID.switchOff, as: Button.self).isInteractive)
        #expect(environment.backend.requests(to: .subjectDetails).count == 1)
    }

    @Test func aFailedLoadShowsRetryWhichLoadsAgain() throws {
        environment.backend.inject(.noConnection, on: .subjectDetails, once: true)
        try open(3)
        #expect(try widget(SubjectDetailID.error, as: Label.self).text == SubjectDetailCopy.loadFailed)

        try widget(SubjectDetailID.retry, as: Button.self).simulateTap()
        #expect(try widget(SubjectDetailID.loading, as: ActivityIndicatorView.self).isAnimating)
        #expect(try widget(SubjectDetailID.error, as: Label.self).isHidden)
        #expect(try widget(SubjectDetailID.retry, as: Button.self).isHidden)

        scheduler.runUntilIdle()
        #expect(try widget(SubjectDetailID.chapters, as: Label.self).text == "10 chapters")
        #expect(environment.backend.requests(to: .subjectDetails).map(\.state) == [.answered, .answered])
    }

    @Test func theScreenFollowsTheThemeAtOnce() throws {
        try list().simulateSelectItem(at: 3)
        environment.themeStore.apply(.night)
        #expect(try widget(SubjectDetailID.screen, as: View.self).backgroundColor == .charcoal)

        scheduler.runUntilIdle()
        #expect(try widget(SubjectDetailID.description, as: Label.self).textColor == .white)
        environment.themeStore.apply(.day)
        #expect(try widget(SubjectDetailID.chapters, as: Label.self).textColor == .black)
        #expect(try widget(SubjectDetailID.screen, as: View.self).backgroundColor == .white)
    }

    @Test func aSwitchOffThatSucceedsReachesTheListAtOnceAndPopsBack() throws {
        try open(3)
        try widget(SubjectDetailID.switchOff, as: Button.self).simulateTap()
        #expect(try !widget(SubjectDetailID.switchOff, as: Button.self).isEnabled)
        #expect(try widget(SubjectDetailID.switching, as: ActivityIndicatorView.self).isAnimating)
        #expect(openNames == ["Math", "Chinese", "English", "Physics", "History"])

        scheduler.runUntilIdle()

        #expect(navigation.titles == ["", "Practice"])
        #expect(openNames == ["Math", "Chinese", "English", "History"])
        let titles = try list().visibleCells.compactMap { ($0.cell as? SubjectCell)?.titleLabel.text }
        #expect(titles == ["Math", "Chinese", "English", "History", "More"])
        #expect(environment.backend.requests(to: .subjects).count == 1)
        #expect(environment.backend.requests(to: .userSubjects).count == 1)
    }

    @Test func switchingOffTheLastOpenSubjectLeavesTheEmptyState() throws {
        environment.backend.catalogue = SampleData.catalogue(count: 1)
        environment.backend.settings = SampleData.settings(allOnUpTo: 1)
        try list().simulatePullToRefresh()
        scheduler.runUntilIdle()
        #expect(openNames == ["Subject 1"])

        try open(0)
        try widget(SubjectDetailID.switchOff, as: Button.self).simulateTap()
        scheduler.runUntilIdle()

        #expect(navigation.titles == ["", "Practice"])
        #expect(openNames == [])
        #expect(try list().numberOfItems == 1)
        #expect(try widget(SubjectListID.empty, as: Label.self).isVisibleInTree)
    }

    @Test(arguments: [Fault.noConnection, .timeout, .status(500)])
    func aFailedSwitchOffSaysWhyAndLeavesTheListAsItWas(fault: Fault) throws {
        environment.backend.inject(fault, on: .switchOff, once: true)
        try open(3)
        try widget(SubjectDetailID.switchOff, as: Button.self).simulateTap()
        scheduler.runUntilIdle()

        #expect(navigation.titles == ["", "Practice", "Physics"])
        #expect(try widget(SubjectDetailID.error, as: Label.self).text == SubjectDetailCopy.switchOffFailed)
        #expect(try widget(SubjectDetailID.retry, as: Button.self).isHidden)
        #expect(try widget(SubjectDetailID.switchOff, as: Button.self).isInteractive)
        #expect(try !widget(SubjectDetailID.switching, as: ActivityIndicatorView.self).isAnimating)
        #expect(try widget(SubjectDetailID.description, as: Label.self).isVisibleInTree)
        #expect(openNames == ["Math", "Chinese", "English", "Physics", "History"])
        #expect(environment.backend.settings == SampleData.settings)
    }

    @Test func withAnswersThatLandAtOnceASwitchOffPopsBackInsideTheTap() throws {
        let environment = AppEnvironment(scheduler: ImmediateScheduler())
        environment.signIn()
        let navigation = NavigationController(rootViewController: MVVMDCArchitecture.makeSubjectListScreen(environment: environment))
        let window = Window(rootViewController: navigation)
        window.makeKeyAndVisible()
        let list = try #require(navigation.topViewController?.view.find(SubjectListID.list, as: CollectionView.self))

        list.simulateSelectItem(at: 3)
        let detail = try #require(navigation.topViewController?.view)
        let chapters = try #require(detail.find(SubjectDetailID.chapters, as: Label.self))
        #expect(chapters.text == "10 chapters")
        try #require(detail.find(SubjectDetailID.switchOff, as: Button.self)).simulateTap()

        #expect(navigation.titles == ["Practice"])
        #expect(list.numberOfItems == 5)
        withExtendedLifetime(window) {}
    }

    @Test func allSubjectsOpensTheCatalogueOverTheSubjectAndBackShowsTheSubjectAsItWas() throws {
        try open(3)
        try widget(SubjectDetailID.allSubjects, as: Button.self).simulateTap()
        #expect(navigation.titles == ["", "Practice", "Physics", "All Subjects"])
        #expect(navigation.topViewController is MVVMDC.AllSubjectsViewController)
        #expect(try widget(AllSubjectsID.loading, as: ActivityIndicatorView.self).isAnimating)
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.answered, .inFlight])

        scheduler.runUntilIdle()
        #expect(try catalogueRows() == ["Math ✓", "Chinese ✓", "English ✓", "Physics ✓", "Chemistry", "Biology", "History ✓"])

        navigation.simulateBack()
        #expect(navigation.titles == ["", "Practice", "Physics"])
        #expect(try widget(SubjectDetailID.chapters, as: Label.self).text == "10 chapters")
        #expect(try widget(SubjectDetailID.allSubjects, as: Button.self).isInteractive)
        #expect(try !widget(SubjectDetailID.loading, as: ActivityIndicatorView.self).isAnimating)
        #expect(environment.backend.requests(to: .subjectDetails).count == 1, "coming back to the subject loads nothing")
    }

    /// The list's data controller takes a refresh that lands beneath the subject, so the tap reads its
    /// phase and open subjects then, not when the subject opened.
    @Test func allSubjectsGetsWhatTheListShowsWhenItIsTappedARefreshLandingBeneathIncluded() throws {
        environment.backend.settings = UserSubjectSettings(currentPhase: .primary, entries: [
            UserSubject(subjectID: 1, status: .on, updatedTime: 1),
            UserSubject(subjectID: 8, status: .on, updatedTime: 1),
        ])
        try list().simulatePullToRefresh()
        try open(3)
        #expect(navigation.titles == ["", "Practice", "Physics"])
        #expect(openNames == ["Math", "Science"])
        #expect(listData.state.currentPhase == .primary)

        try widget(SubjectDetailID.allSubjects, as: Button.self).simulateTap()
        scheduler.runUntilIdle()

        #expect(try catalogueRows() == ["Math ✓", "Chinese", "English", "Science ✓"])
    }

    @Test func allSubjectsOpensNothingWhileASwitchOffIsInFlightAndOpensOnceItFails() throws {
        environment.backend.inject(.status(500), on: .switchOff, once: true)
        try open(3)
        try widget(SubjectDetailID.switchOff, as: Button.self).simulateTap()
        let allSubjects = try widget(SubjectDetailID.allSubjects, as: Button.self)
        #expect(!allSubjects.isEnabled)
        allSubjects.simulateTap()
        #expect(navigation.titles == ["", "Practice", "Physics"])

        scheduler.runUntilIdle()
        #expect(allSubjects.isInteractive)
        allSubjects.simulateTap()
        #expect(navigation.titles == ["", "Practice", "Physics", "All Subjects"])
    }
}
