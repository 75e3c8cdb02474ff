// Who holds whom on the subject detail screen: the view controller owns its presenter, and the
// presenter holds its view and its delegate (the list's presenter) weakly and owns its API managers.
// So when the screen is popped or released, everything of it goes at once, and its request with it;
// so does All Subjects popped from over it, while the subject stays.
@testable import MVP
import SharedModel
import SharedViews
import Testing
import ViewKit

@Suite("Subject detail ownership")
@MainActor
struct SubjectDetailOwnershipTests {
    private let scheduler = ManualScheduler()
    private let environment: AppEnvironment

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
    }

    /// MVP's subject list at the root of a navigation stack on a window, loaded.
    private func loadedList() -> (navigation: NavigationController, presenter: SubjectListPresenter) {
        let list = MVPArchitecture.assembleSubjectList(environment: environment)
        let navigation = NavigationController(rootViewController: list.view)
        Window(rootViewController: navigation).makeKeyAndVisible()
        scheduler.runUntilIdle()
        return (navigation, list.presenter)
    }

    @Test func thePresenterHoldsItsViewAndItsDelegateWeakly() {
        let presenter = SubjectDetailPresenter(environment: environment, subjectID: physics.id)
        do {
            let view = SpySubjectDetailView()
            let delegate = SpySubjectDetailDelegate()
            presenter.view = view
            presenter.delegate = delegate
        }
        #expect(presenter.view == nil)
        #expect(presenter.delegate == nil)
    }

    @Test(arguments: [Route.subjectDetails, .switchOff])
    func poppingTheScreenFreesItAndCancelsItsRequest(route: Route) {
        let list = loadedList()
        weak var weakView: SubjectDetailViewController?
        weak var weakPresenter: SubjectDetailPresenter?
        weak var weakRoot: View?
        do {
            let (view, presenter) = MVPArchitecture.assembleSubjectDetail(
                environment: environment, subjectID: physics.id, name: physics.name, delegate: list.presenter)
            weakView = view
            weakPresenter = presenter
            weakRoot = view.view
            list.navigation.pushViewController(view)
            if route == .switchOff {
                scheduler.runUntilIdle()
                view.view.find(SubjectDetailID.switchOff, as: Button.self)?.simulateTap()
            }
        }
        #expect(environment.backend.requests(to: route).map(\.state) == [.inFlight])

        list.navigation.simulateBack()
        #expect(weakView == nil)
        #expect(weakPresenter == nil)
        #expect(weakRoot == nil)
        #expect(environment.backend.requests(to: route).map(\.state) == [.cancelled])
        scheduler.runUntilIdle()
        #expect(list.navigation.titles == ["Practice"])
        #expect(environment.backend.settings == SampleData.settings)
    }

    @Test func aSubjectCellPushesMVPsOwnScreenWhichASwitchOffPopsAndFrees() throws {
        let list = loadedList()
        let cells = try #require(list.navigation.view.find(SubjectListID.list, as: CollectionView.self))
        weak var weakView: SubjectDetailViewController?
        do {
            cells.simulateSelectItem(at: 3)
            let view = try #require(list.navigation.topViewController as? SubjectDetailViewController)
            weakView = view
            #expect(list.navigation.titles == ["Practice", "Physics"])
            #expect(environment.backend.requests(to: .subjectDetails).map(\.request.path) == ["/subjects/4"])
            scheduler.runUntilIdle()
            view.view.find(SubjectDetailID.switchOff, as: Button.self)?.simulateTap()
        }
        scheduler.runUntilIdle()
        #expect(list.navigation.titles == ["Practice"])
        #expect(weakView == nil)
        #expect(cells.numberOfItems == 5)
        #expect(environment.backend.requests(to: .subjects).count == 1)
    }

    @Test func allSubjectsOpensOverTheSubjectAndGoingBackFreesItAndLoadsNothing() throws {
        let list = loadedList()
        let cells = try #require(list.navigation.view.find(SubjectListID.list, as: CollectionView.self))
        cells.simulateSelectItem(at: 3)
        scheduler.runUntilIdle()
        let subject = try #require(list.navigation.topViewController as? SubjectDetailViewController)
        let allSubjects = try #require(subject.view.find(SubjectDetailID.allSubjects, as: Button.self))
        allSubjects.simulateTap()
        weak let weakCatalogue = list.navigation.topViewController as? MVP.AllSubjectsViewController
        #expect(weakCatalogue != nil)
        #expect(list.navigation.titles == ["Practice", "Physics", "All Subjects"])
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.answered, .inFlight])

        list.navigation.simulateBack()
        #expect(weakCatalogue == nil)
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.answered, .cancelled])
        scheduler.runUntilIdle()
        #expect(list.navigation.titles == ["Practice", "Physics"])
        #expect(allSubjects.isHidden == false)
        #expect(allSubjects.isEnabled)
        #expect(environment.backend.requests(to: .subjectDetails).count == 1)
    }

    @Test func releasingTheSubjectListWithItsSubjectSwitchingOffFreesBoth() {
        weak var weakList: SubjectListPresenter?
        weak var weakDetail: SubjectDetailPresenter?
        do {
            let list = loadedList()
            let detail = MVPArchitecture.assembleSubjectDetail(
                environment: environment, subjectID: physics.id, name: physics.name, delegate: list.presenter)
            weakList = list.presenter
            weakDetail = detail.presenter
            list.navigation.pushViewController(detail.view)
            scheduler.runUntilIdle()
            detail.view.view.find(SubjectDetailID.switchOff, as: Button.self)?.simulateTap()
            #expect(environment.backend.requests(to: .switchOff).map(\.state) == [.inFlight])
        }
        #expect(weakList == nil)
        #expect(weakDetail == nil)
        #expect(environment.backend.requests.allSatisfy { $0.state != .inFlight })
        scheduler.runUntilIdle()
        #expect(environment.backend.settings == SampleData.settings)
    }
}
