// The subject detail screen with its view model, as the assembly puts it together over the subject list
// screen that opens it: what the update puts on the widgets, a switch-off reaching the list beneath,
// which pops back to it, All Subjects pushed by the list over it with what the list shows then, and
// ownership: a popped subject detail screen frees its controller, its view model and its views, and
// cancels its request, and so does All Subjects popped from over it, the subject staying as it was.
@testable import MVVMObservation
import SharedModel
import SharedViews
import Testing
import ViewKit

@Suite("MVVM on Observation subject detail screen")
@MainActor
struct SubjectDetailScreenTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let navigation: NavigationController
    let window: Window

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        let home = ViewController()
        home.title = "Home"
        navigation = NavigationController(rootViewController: home)
        window = Window(rootViewController: navigation)
        window.makeKeyAndVisible()
    }

    /// The subject list as the assembly makes it, loaded, with Physics' detail screen opened over
    /// it and its answer landed.
    private func physicsOpened() throws -> (list: CollectionView, detail: ViewController) {
        let screen = MVVMObservationArchitecture.makeSubjectListScreen(environment: environment)
        navigation.pushViewController(screen)
        scheduler.runUntilIdle()
        let list = try #require(screen.view.find(SubjectListID.list, as: CollectionView.self))
        list.simulateSelectItem(at: 3)
        scheduler.runUntilIdle()
        let detail = try #require(navigation.topViewController)
        return (list, detail)
    }

    private func titles(of list: CollectionView) -> [String] {
        list.visibleCells.compactMap { ($0.cell as? SubjectCell)?.titleLabel.text }
    }

    @Test("The update puts a failed load and Retry on the widgets, then the details, in the theme")
    func theUpdatePutsTheViewModelsStateOnTheWidgets() throws {
        environment.backend.inject(.status(500), on: .subjectDetails, once: true)
        let (_, detail) = try physicsOpened()
        let screen = detail.view
        let loading = try #require(screen.find(SubjectDetailID.loading, as: ActivityIndicatorView.self))
        let chapters = try #require(screen.find(SubjectDetailID.chapters, as: Label.self))
        let error = try #require(screen.find(SubjectDetailID.error, as: Label.self))
        let retry = try #require(screen.find(SubjectDetailID.retry, as: Button.self))
        let switchOff = try #require(screen.find(SubjectDetailID.switchOff, as: Button.self))
        #expect(navigation.titles == ["Home", "Practice", "Physics"])
        #expect(error.isVisibleInTree && error.text == "Couldn't load this subject.")
        #expect(retry.isVisibleInTree && !switchOff.isVisibleInTree && !loading.isAnimating)

        retry.simulateTap()
        #expect(!error.isVisibleInTree && !retry.isVisibleInTree && loading.isAnimating)
        scheduler.runUntilIdle()
        environment.themeStore.apply(.night)

        #expect(chapters.isVisibleInTree && chapters.text == "10 chapters")
        #expect(chapters.textColor == Theme.night.subjectDetailTextColor)
        #expect(screen.backgroundColor == Theme.night.subjectDetailBackgroundColor)
        #expect(switchOff.isVisibleInTree && switchOff.isEnabled && !error.isVisibleInTree)
    }

    @Test("A switch-off that succeeds pops back to the list, which drops the subject at once with no new load")
    func aSwitchOffReachesTheList() throws {
        let list: CollectionView
        weak var detail: ViewController?
        do {
            let opened = try physicsOpened()
            list = opened.list
            detail = opened.detail
            let switchOff = try #require(opened.detail.view.find(SubjectDetailID.switchOff, as: Button.self))
            switchOff.simulateTap()
            #expect(!switchOff.isEnabled)
        }
        #expect(navigation.titles == ["Home", "Practice", "Physics"], "popped before the answer landed")
        #expect(titles(of: list) == ["Math", "Chinese", "English", "Physics", "History", "More"])

        scheduler.runUntilIdle()

        #expect(navigation.titles == ["Home", "Practice"])
        #expect(titles(of: list) == ["Math", "Chinese", "English", "History", "More"])
        #expect(environment.backend.requests(to: .subjects).count == 1, "the list loaded again")
        #expect(environment.backend.requests(to: .userSubjects).count == 1, "the list loaded again")
        #expect(detail == nil, "the popped subject detail screen is still alive")
    }

    @Test("A popped subject detail screen frees its controller, view model and views, and cancels its request",
          arguments: [false, true])
    func aPoppedSubjectDetailScreenIsReleased(switching: Bool) throws {
        weak var screen: ViewController?
        weak var viewModel: SubjectDetailViewModel?
        var views: [() -> AnyObject?] = []
        do {
            let owned = SubjectDetailViewModel(environment: environment, subjectID: 4, name: "Physics") {} onAllSubjectsRequested: {}
            let controller = SubjectDetailViewController(viewModel: owned)
            (screen, viewModel) = (controller, owned)
            navigation.pushViewController(controller)
            if switching {
                scheduler.runUntilIdle()
                try #require(controller.view.find(SubjectDetailID.switchOff, as: Button.self)).simulateTap()
            }
            environment.themeStore.apply(.night)
            views = controller.view.allViews.map { view in { [weak view] in view } }
        }
        let route: Route = switching ? .switchOff : .subjectDetails
        #expect(environment.backend.requests(to: route).map(\.state) == [.inFlight])

        navigation.simulateBack()

        #expect(screen == nil && viewModel == nil)
        #expect(views.allSatisfy { $0() == nil }, "a view of the subject detail screen is still alive")
        #expect(environment.backend.requests(to: route).map(\.state) == [.cancelled])
        environment.themeStore.apply(.day)
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Home"])
    }

    // MARK: All Subjects

    /// The rows of All Subjects, the screen on top, in catalogue order. The update makes them, so the
    /// screen is brought up to date first, as reading any widget does.
    private func allSubjectsRows() throws -> [String] {
        UpdateCycle.flush()
        let screen = try #require(navigation.topViewController).view
        return SampleData.catalogue.compactMap { screen.find(AllSubjectsID.row(subjectID: $0.id), as: Label.self)?.text }
    }

    @Test("All Subjects pushes the catalogue of what the list beneath shows then, a refresh included; back loads nothing")
    func allSubjectsShowsWhatTheListShowsNow() throws {
        let screen = MVVMObservationArchitecture.makeSubjectListScreen(environment: environment)
        navigation.pushViewController(screen)
        scheduler.runUntilIdle()
        // A refresh asked before Physics opens lands beneath it, with another phase and other open subjects.
        environment.backend.routeLatency = [.subjects: .seconds(5), .userSubjects: .seconds(5)]
        environment.backend.settings = UserSubjectSettings(currentPhase: .primary, entries: [
            UserSubject(subjectID: 1, status: .on, updatedTime: 1),
            UserSubject(subjectID: 8, status: .on, updatedTime: 1),
        ])
        let list = try #require(screen.view.find(SubjectListID.list, as: CollectionView.self))
        list.simulatePullToRefresh()
        list.simulateSelectItem(at: 3)
        scheduler.runUntilIdle()
        environment.backend.routeLatency = [:]
        let detail = try #require(navigation.topViewController)
        let allSubjects = try #require(detail.view.find(SubjectDetailID.allSubjects, as: Button.self))
        #expect(navigation.titles == ["Home", "Practice", "Physics"])
        #expect(allSubjects.isVisibleInTree && allSubjects.isEnabled)

        allSubjects.simulateTap()

        #expect(navigation.topViewController is AllSubjectsViewController)
        #expect(navigation.titles == ["Home", "Practice", "Physics", "All Subjects"])
        scheduler.runUntilIdle()
        #expect(try allSubjectsRows() == ["Math ✓", "Chinese", "English", "Science ✓"])

        navigation.simulateBack()

        #expect(navigation.titles == ["Home", "Practice", "Physics"])
        #expect(allSubjects.isVisibleInTree && allSubjects.isEnabled)
        #expect(environment.backend.requests(to: .subjectDetails).count == 1, "coming back to the subject loaded it again")
    }

    @Test("All Subjects is disabled while a switch-off is in flight, so a tap opens nothing; a failed switch-off enables it")
    func allSubjectsWhileSwitchingOff() throws {
        environment.backend.inject(.status(500), on: .switchOff, once: true)
        let (_, detail) = try physicsOpened()
        let switchOff = try #require(detail.view.find(SubjectDetailID.switchOff, as: Button.self))
        let allSubjects = try #require(detail.view.find(SubjectDetailID.allSubjects, as: Button.self))

        switchOff.simulateTap()
        allSubjects.simulateTap()

        #expect(!allSubjects.isEnabled && allSubjects.titleColor == .darkGray)
        #expect(navigation.titles == ["Home", "Practice", "Physics"])
        scheduler.runUntilIdle()
        #expect(allSubjects.isEnabled && allSubjects.titleColor == .black)
        allSubjects.simulateTap()
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Home", "Practice", "Physics", "All Subjects"])
        #expect(try allSubjectsRows() == ["Math ✓", "Chinese ✓", "English ✓", "Physics ✓", "Chemistry", "Biology", "History ✓"],
                "the failed switch-off changed what the list shows")
    }

    @Test("Going back from All Subjects while it loads frees it and cancels its request; the subject stays as it was")
    func goingBackFromAllSubjectsWhileItLoads() throws {
        let (_, detail) = try physicsOpened()
        weak var allSubjects: ViewController?
        do {
            try #require(detail.view.find(SubjectDetailID.allSubjects, as: Button.self)).simulateTap()
            allSubjects = navigation.topViewController
            #expect(navigation.topViewController is AllSubjectsViewController)
        }
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.answered, .inFlight])

        navigation.simulateBack()

        #expect(allSubjects == nil, "the popped All Subjects screen is still alive")
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.answered, .cancelled])
        #expect(navigation.topViewController === detail)
        scheduler.runUntilIdle()
        #expect(environment.backend.requests(to: .subjectDetails).count == 1, "coming back to the subject loaded it again")
    }
}
