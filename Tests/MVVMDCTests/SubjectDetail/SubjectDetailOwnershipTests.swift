import Testing
import SharedModel
import SharedViews
import ViewKit
@testable import MVVMDC

/// Popping the subject detail screen while its request is in flight cancels it and frees every object
/// of the screen: the data controllers' completions capture the view controller weakly, the list is its
/// delegate weakly, and the managers cancel when their data controller goes. Releasing the whole stack
/// frees the list with it. All Subjects opened over the subject holds neither, so popping it frees it
/// alone.
@MainActor
@Suite struct SubjectDetailOwnershipTests {
    let environment: AppEnvironment
    let scheduler: ManualScheduler
    let navigation = NavigationController(rootViewController: ViewController())

    init() {
        (environment, scheduler) = makeEnvironment()
        Window(rootViewController: navigation).makeKeyAndVisible()
        navigation.pushViewController(MVVMDCArchitecture.makeSubjectListScreen(environment: environment))
        scheduler.runUntilIdle()
    }

    @Test(arguments: [false, true])
    func aPoppedSubjectDetailScreenIsFreedAndItsRequestCancelled(switching: Bool) throws {
        weak var screen: SubjectDetailViewController?
        weak var detailData: SubjectDetailDataController?
        weak var detailsData: SubjectDetailsDataController?
        weak var view: View?
        do {
            let details = SubjectDetailsDataController(environment: environment)
            let dataController = SubjectDetailDataController(subjectID: 4, details: details)
            let controller = SubjectDetailViewController(dataController: dataController, themeStore: environment.themeStore,
                                                         title: "Physics")
            controller.delegate = navigation.topViewController as? SubjectListViewController
            (screen, detailData, detailsData, view) = (controller, dataController, details, controller.view)
            navigation.pushViewController(controller)
        }
        if switching {
            scheduler.runUntilIdle()
            let root = try #require(view)
            try #require(root.find(SubjectDetailID.switchOff, as: Button.self)).simulateTap()
        }
        let route: Route = switching ? .switchOff : .subjectDetails
        #expect(environment.backend.requests(to: route).map(\.state) == [.inFlight])

        navigation.simulateBack()

        #expect(screen == nil)
        #expect(detailData == nil)
        #expect(detailsData == nil)
        #expect(view == nil)
        #expect(environment.backend.requests(to: route).map(\.state) == [.cancelled])
        scheduler.runUntilIdle()
        environment.themeStore.apply(.night)
        #expect(navigation.titles == ["", "Practice"])
        #expect(environment.backend.settings == SampleData.settings)
    }

    @Test func releasingTheListWithItsSwitchingSubjectDetailScreenFreesBothAndCancels() throws {
        weak var list: ViewController?
        weak var detail: ViewController?
        do {
            let navigation = NavigationController(rootViewController: MVVMDCArchitecture.makeSubjectListScreen(environment: environment))
            let window = Window(rootViewController: navigation)
            window.makeKeyAndVisible()
            scheduler.runUntilIdle()
            try #require(navigation.topViewController?.view.find(SubjectListID.list, as: CollectionView.self))
                .simulateSelectItem(at: 3)
            scheduler.runUntilIdle()
            try #require(navigation.topViewController?.view.find(SubjectDetailID.switchOff, as: Button.self)).simulateTap()
            #expect(navigation.topViewController is SubjectDetailViewController)
            (list, detail) = (navigation.viewControllers.first, navigation.topViewController)
            withExtendedLifetime(window) {}
        }

        #expect(list == nil)
        #expect(detail == nil)
        #expect(environment.backend.requests(to: .switchOff).map(\.state) == [.cancelled])
        scheduler.runUntilIdle()
        #expect(environment.backend.settings == SampleData.settings)
    }

    @Test func allSubjectsPoppedFromOverTheSubjectIsFreedAndItsRequestCancelledWhileTheSubjectStays() throws {
        try #require(navigation.topViewController?.view.find(SubjectListID.list, as: CollectionView.self)).simulateSelectItem(at: 3)
        scheduler.runUntilIdle()
        let detail = try #require(navigation.topViewController as? SubjectDetailViewController)
        weak var allSubjects: MVVMDC.AllSubjectsViewController?
        weak var allSubjectsView: View?
        do {
            try #require(detail.view.find(SubjectDetailID.allSubjects, as: Button.self)).simulateTap()
            let top = try #require(navigation.topViewController as? MVVMDC.AllSubjectsViewController)
            (allSubjects, allSubjectsView) = (top, top.view)
        }
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.answered, .inFlight])

        navigation.simulateBack()

        #expect(allSubjects == nil)
        #expect(allSubjectsView == nil)
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.answered, .cancelled])
        #expect(navigation.topViewController === detail)
        #expect(environment.backend.requests(to: .subjectDetails).count == 1)
    }
}
