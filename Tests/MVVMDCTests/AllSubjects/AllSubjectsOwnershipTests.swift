import Testing
import SharedModel
import SharedViews
import ViewKit
@testable import MVVMDC

/// Popping All Subjects while its catalogue loads, first or on Retry, cancels the request and frees
/// every object of the screen: the data controller's completion captures the view controller weakly,
/// and the manager cancels when its data controller goes.
@MainActor
@Suite struct AllSubjectsOwnershipTests {
    let environment: AppEnvironment
    let scheduler: ManualScheduler
    let navigation = NavigationController(rootViewController: ViewController())

    init() {
        (environment, scheduler) = makeEnvironment()
        Window(rootViewController: navigation).makeKeyAndVisible()
    }

    @Test(arguments: [false, true])
    func aPoppedAllSubjectsScreenIsFreedAndItsRequestCancelled(retrying: Bool) throws {
        weak var screen: MVVMDC.AllSubjectsViewController?
        weak var allSubjectsData: AllSubjectsDataController?
        weak var subjectsData: SubjectsDataController?
        weak var view: View?
        if retrying { environment.backend.inject(.noConnection, on: .subjects, once: true) }
        do {
            let subjects = SubjectsDataController(environment: environment)
            let dataController = AllSubjectsDataController(currentPhase: .junior, openSubjectIDs: [1],
                                                           linkedSubjectID: nil, subjects: subjects)
            let controller = MVVMDC.AllSubjectsViewController(dataController: dataController, themeStore: environment.themeStore)
            (screen, allSubjectsData, subjectsData, view) = (controller, dataController, subjects, controller.view)
            navigation.pushViewController(controller)
        }
        if retrying {
            scheduler.runUntilIdle()
            let root = try #require(view)
            try #require(root.find(AllSubjectsID.retry, as: Button.self)).simulateTap()
        }
        #expect(environment.backend.requests(to: .subjects).last?.state == .inFlight)

        navigation.simulateBack()

        #expect(screen == nil)
        #expect(allSubjectsData == nil)
        #expect(subjectsData == nil)
        #expect(view == nil)
        #expect(environment.backend.requests(to: .subjects).last?.state == .cancelled)
        #expect(environment.backend.requests(to: .subjects).count == (retrying ? 2 : 1))
        scheduler.runUntilIdle()
        environment.themeStore.apply(.night)
        #expect(navigation.titles == [""])
    }
}
