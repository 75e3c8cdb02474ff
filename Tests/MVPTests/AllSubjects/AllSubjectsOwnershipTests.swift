// Who holds whom on All Subjects: the view controller owns its presenter, and the presenter holds its
// view weakly and owns the catalogue's API manager. So when the screen is popped, everything of it
// goes at once, and its request with it.
@testable import MVP
import SharedModel
import SharedViews
import Testing
import ViewKit

@Suite("All Subjects ownership")
@MainActor
struct AllSubjectsOwnershipTests {
    private let scheduler = ManualScheduler()
    private let environment: AppEnvironment

    init() {
        environment = AppEnvironment(scheduler: scheduler)
    }

    @Test func thePresenterHoldsItsViewWeakly() {
        let presenter = AllSubjectsPresenter(environment: environment, currentPhase: .junior, openSubjectIDs: [])
        do {
            let view = SpyAllSubjectsView()
            presenter.view = view
        }
        #expect(presenter.view == nil)
    }

    @Test(arguments: [false, true])
    func poppingTheScreenFreesItAndCancelsItsRequest(retrying: Bool) {
        let navigation = NavigationController(rootViewController: ViewController())
        Window(rootViewController: navigation).makeKeyAndVisible()
        weak var weakView: MVP.AllSubjectsViewController?
        weak var weakPresenter: AllSubjectsPresenter?
        do {
            let (view, presenter) = MVPArchitecture.assembleAllSubjects(
                environment: environment, currentPhase: .junior, openSubjectIDs: [])
            weakView = view
            weakPresenter = presenter
            if retrying { environment.backend.inject(.noConnection, on: .subjects, once: true) }
            navigation.pushViewController(view)
            if retrying {
                scheduler.runUntilIdle()
                view.view.find(AllSubjectsID.retry, as: Button.self)?.simulateTap()
            }
        }
        #expect(environment.backend.requests(to: .subjects).last?.state == .inFlight)

        navigation.simulateBack()
        #expect(weakView == nil)
        #expect(weakPresenter == nil)
        #expect(environment.backend.requests(to: .subjects).last?.state == .cancelled)
        scheduler.runUntilIdle()
        #expect(navigation.viewControllers.count == 1)
    }
}
