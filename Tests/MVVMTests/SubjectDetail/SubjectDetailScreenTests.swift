import SharedTestSupport
import Testing
@testable import MVVM
import SharedModel
import SharedViews
import ViewKit

/// The subject detail screen bound for real and pushed by MVVM's subject list, on a window:
/// selecting a subject pushes it; a switch-off that succeeds reaches the list's view model and pops
/// back; popping the screen cancels what it waits for and frees every object it made.
@Suite("MVVM subject detail screen")
@MainActor
struct SubjectDetailScreenTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let maker: SubjectDetailViewModelMaker
    let listViewModel: SubjectListViewModel
    let navigation: NavigationController
    let window: Window

    /// The subject list, loaded with the sample user's subjects, at the root of a visible window.
    init() {
        environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        let maker = SubjectDetailViewModelMaker(environment: environment)
        self.maker = maker
        listViewModel = SubjectListViewModel(environment: environment)
        let list = SubjectListViewController(viewModel: listViewModel) {
            maker.make(subjectID: $0, name: $1)
        } makeAllSubjects: { _, _ in ViewController() }
        navigation = NavigationController(rootViewController: list)
        window = Window(rootViewController: navigation)
        window.makeKeyAndVisible()
        scheduler.runUntilIdle()
    }

    /// Weak references to objects that must all be released.
    private struct Released {
        private var references: [() -> AnyObject?] = []

        mutating func watch(_ objects: [AnyObject]) {
            for object in objects {
                references.append { [weak object] in object }
            }
        }

        var all: Bool { references.allSatisfy { $0() == nil } }
    }

    private var listTitles: [String] { listViewModel.outputs.cells.value.map(\.title) }

    private func list() throws -> CollectionView {
        try #require(navigation.viewControllers[0].view.find(SubjectListID.list, as: CollectionView.self))
    }

    /// Selects Physics, the fourth subject, on the list: its screen is then on top.
    private func openPhysics() throws -> SubjectDetailViewController {
        try list().simulateSelectItem(at: 3)
        return try #require(navigation.topViewController as? SubjectDetailViewController)
    }

    private func widget<V: View>(_ identifier: String, _ type: V.Type, on screen: ViewController) throws -> V {
        try #require(screen.view.find(identifier, as: type))
    }

    @Test func selectingASubjectPushesItsScreenWhichAsksForItsDetails() throws {
        let detail = try openPhysics()

        #expect(navigation.titles == ["Practice", "Physics"])
        #expect(try widget(SubjectDetailID.loading, ActivityIndicatorView.self, on: detail).isAnimating)
        #expect(environment.backend.requests(to: .subjectDetails).map(\.request.path) == ["/subjects/4"])
        scheduler.runUntilIdle()
        #expect(try widget(SubjectDetailID.chapters, Label.self, on: detail).text == "10 chapters")
    }

    @Test func mvvmsAssemblyGivesTheSubjectListItsSubjectScreens() throws {
        let assembled = MVVMArchitecture.makeSubjectListScreen(environment: environment)
        navigation.pushViewController(assembled)
        scheduler.runUntilIdle()

        try widget(SubjectListID.list, CollectionView.self, on: assembled).simulateSelectItem(at: 3)

        #expect(navigation.topViewController is SubjectDetailViewController)
        #expect(navigation.titles == ["Practice", "Practice", "Physics"])
    }

    @Test("A switch-off that succeeds drops the subject from the list's view model at once and pops back to it")
    func aSwitchOffThatSucceedsReachesTheListAndPopsBack() throws {
        let shownTitles = BindingRecorder<[String]>()
        shownTitles.makeObserver().subscribe(to: listViewModel.outputs.cells.map { $0.map(\.title) })
        let detail = try openPhysics()
        scheduler.runUntilIdle()

        try widget(SubjectDetailID.switchOff, Button.self, on: detail).simulateTap()
        #expect(navigation.titles == ["Practice", "Physics"])
        #expect(listTitles == Expected.sampleTitles)
        scheduler.runUntilIdle()

        #expect(navigation.titles == ["Practice"])
        #expect(shownTitles.values == [Expected.sampleTitles, ["Math", "Chinese", "English", "History", "More"]])
        #expect(try list().numberOfItems == 5)
        #expect(environment.backend.requests(to: .subjects).count == 1, "the list loaded again")
    }

    @Test func aFailedSwitchOffLeavesTheScreenOnAndTheListAsItWas() throws {
        let before = listViewModel.outputs.cells.value
        let detail = try openPhysics()
        scheduler.runUntilIdle()
        environment.backend.inject(.noConnection, on: .switchOff, once: true)

        try widget(SubjectDetailID.switchOff, Button.self, on: detail).simulateTap()
        scheduler.runUntilIdle()

        #expect(navigation.titles == ["Practice", "Physics"])
        #expect(try widget(SubjectDetailID.error, Label.self, on: detail).text == "Couldn't switch this subject off.")
        #expect(try widget(SubjectDetailID.switchOff, Button.self, on: detail).isEnabled)
        #expect(listViewModel.outputs.cells.value == before)
    }

    @Test func theScreenWearsTheThemeAtOnce() throws {
        let detail = try openPhysics()
        let root = try widget(SubjectDetailID.screen, View.self, on: detail)
        let description = try widget(SubjectDetailID.description, Label.self, on: detail)
        #expect(root.backgroundColor == .white)
        #expect(description.textColor == .black)

        environment.themeStore.apply(.night)

        #expect(root.backgroundColor == .charcoal)
        #expect(description.textColor == .white)
    }

    @Test("Popping the subject detail screen while it loads or switches off cancels that request and frees it",
          arguments: [false, true])
    func poppingTheScreenCancelsAndFreesIt(switching: Bool) throws {
        let route: Route = switching ? .switchOff : .subjectDetails
        var released = Released()
        do {
            let detail = try openPhysics()
            let viewModel = try #require(maker.lastMade)
            if switching {
                scheduler.runUntilIdle()
                try widget(SubjectDetailID.switchOff, Button.self, on: detail).simulateTap()
            }
            #expect(environment.backend.requests(to: route).map(\.state) == [.inFlight])
            released.watch([detail, viewModel, viewModel.details.source, viewModel.theme.source,
                            viewModel.switchedOff.source, viewModel.goToAllSubjects.source])
            released.watch(detail.view.allViews)
        }

        navigation.simulateBack()

        #expect(released.all, "an object of the subject detail screen is still alive")
        #expect(environment.backend.requests(to: route).map(\.state) == [.cancelled])
        #expect(listViewModel.subjectSwitchedOff.subscriptionCount == 0)
        #expect(listViewModel.allSubjectsRequested.subscriptionCount == 0)
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Practice"])
        #expect(listTitles == Expected.sampleTitles)
    }
}
