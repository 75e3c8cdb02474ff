// The subject detail module put together: its builder's wiring, its router, who holds whom, and the
// whole way from a selected cell on VIPER's subject list through the module output and back, and on to
// All Subjects over the subject.
import SharedModel
import SharedViews
import Testing
import ViewKit
@testable import VIPER

@Suite("Subject detail module")
@MainActor
struct SubjectDetailModuleTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
    }

    private func assemble(reportingTo moduleOutput: any SubjectDetailModuleOutput) -> SubjectDetailModule {
        SubjectDetailModuleBuilder(environment: environment, allSubjects: FakeAllSubjectsBuilder())
            .assemble(subjectID: 4, name: "Physics", moduleOutput: moduleOutput)
    }

    /// VIPER's own subject list, loaded, with Physics (the fourth cell) opened over it.
    private func subjectListWithPhysicsOpen(on stage: Stage) {
        stage.show(VIPERArchitecture.makeSubjectListScreen(environment: environment))
        scheduler.runUntilIdle()
        stage.widget(SubjectListID.list, as: CollectionView.self)?.simulateSelectItem(at: 3)
    }

    private func listTitles(on stage: Stage) -> [String] {
        let list = stage.widget(SubjectListID.list, as: CollectionView.self)
        return (list?.visibleCells ?? []).compactMap { ($0.cell as? SubjectCell)?.titleLabel.text }
    }

    /// The rows All Subjects shows, in catalogue order.
    private func catalogueRows(on stage: Stage) -> [String] {
        SampleData.catalogue.compactMap { stage.widget(AllSubjectsID.row(subjectID: $0.id), as: Label.self)?.text }
    }

    // MARK: Wiring

    @Test func theBuilderConnectsEveryBackReferenceAndTheModuleOutput() {
        let moduleOutput = FakeSubjectDetailModuleOutput()
        let module = assemble(reportingTo: moduleOutput)

        #expect(module.presenter.view === module.viewController)
        #expect(module.presenter.moduleOutput === moduleOutput)
        #expect(module.interactor.output === module.presenter)
        #expect(module.router.viewController === module.viewController)
        #expect(module.viewController.title == "Physics")
    }

    @Test func theSubjectDetailRouterClosesItsScreen() {
        let stage = Stage()
        let router = SubjectDetailRouter(allSubjects: FakeAllSubjectsBuilder())
        let list = ViewController()
        list.title = "List"
        let detail = ViewController()
        detail.title = "Physics"
        stage.show(list)
        stage.show(detail)
        router.viewController = detail

        router.closeSubjectDetail()

        #expect(stage.navigation.titles == ["", "List"])
    }

    @Test func theSubjectDetailRouterOpensAllSubjectsOverItsScreen() {
        let stage = Stage()
        let allSubjects = FakeAllSubjectsBuilder()
        let router = SubjectDetailRouter(allSubjects: allSubjects)
        let detail = ViewController()
        detail.title = "Physics"
        stage.show(detail)
        router.viewController = detail

        router.showAllSubjects(currentPhase: .junior, openSubjectIDs: [1, 4])

        #expect(allSubjects.builds == [FakeAllSubjectsBuilder.Build(currentPhase: .junior, openSubjectIDs: [1, 4])])
        #expect(stage.navigation.titles == ["", "Physics", "Fake All Subjects"])
    }

    // MARK: Ownership

    @Test func thePresenterHoldsItsModuleOutputWeakly() {
        let presenter = SubjectDetailPresenter(subjectID: 4, interactor: FakeSubjectDetailInteractor(),
                                               router: FakeSubjectDetailRouter())
        weak var weakOutput: FakeSubjectDetailModuleOutput?
        do {
            let output = FakeSubjectDetailModuleOutput()
            weakOutput = output
            presenter.moduleOutput = output
        }
        #expect(weakOutput == nil)
        #expect(presenter.moduleOutput == nil)
    }

    @Test("Popping the subject detail screen mid-request takes its whole module and the request with it",
          arguments: [false, true])
    func poppedMidRequest(switchingOff: Bool) {
        let stage = Stage()
        let moduleOutput = FakeSubjectDetailModuleOutput()
        let route: Route = switchingOff ? .switchOff : .subjectDetails
        weak var weakController: SubjectDetailViewController?
        weak var weakPresenter: SubjectDetailPresenter?
        weak var weakInteractor: SubjectDetailInteractor?
        weak var weakRouter: SubjectDetailRouter?
        weak var weakDetailsManager: SubjectDetailsAPIManager?
        weak var weakSwitchOffManager: SwitchOffAPIManager?
        do {
            let module = assemble(reportingTo: moduleOutput)
            weakController = module.viewController
            weakPresenter = module.presenter
            weakInteractor = module.interactor
            weakRouter = module.router
            weakDetailsManager = module.detailsManager
            weakSwitchOffManager = module.switchOffManager
            stage.show(module.viewController)
            if switchingOff {
                scheduler.runUntilIdle()
                stage.widget(SubjectDetailID.switchOff, as: Button.self)?.simulateTap()
            }
        }
        #expect(environment.backend.requests(to: route).map(\.state) == [.inFlight])

        stage.navigation.simulateBack()

        #expect(weakController == nil)
        #expect(weakPresenter == nil)
        #expect(weakInteractor == nil)
        #expect(weakRouter == nil)
        #expect(weakDetailsManager == nil)
        #expect(weakSwitchOffManager == nil)
        #expect(environment.backend.requests(to: route).map(\.state) == [.cancelled])
        scheduler.runUntilIdle()
        environment.themeStore.apply(.night)
        #expect(moduleOutput.switchedOff.isEmpty)
        #expect(environment.backend.settings == SampleData.settings)
    }

    @Test func releasingTheSubjectListWithItsSubjectDetailScreenSwitchingOffFreesBoth() {
        weak var weakList: ViewController?
        weak var weakDetail: ViewController?
        do {
            let stage = Stage()
            subjectListWithPhysicsOpen(on: stage)
            scheduler.runUntilIdle()
            stage.widget(SubjectDetailID.switchOff, as: Button.self)?.simulateTap()
            #expect(environment.backend.requests(to: .switchOff).map(\.state) == [.inFlight])
            weakList = stage.navigation.viewControllers[1]
            weakDetail = stage.top
        }
        #expect(weakList == nil)
        #expect(weakDetail == nil)
        #expect(environment.backend.requests(to: .switchOff).map(\.state) == [.cancelled])
        scheduler.runUntilIdle()
        #expect(environment.backend.settings == SampleData.settings)
    }

    @Test func poppingAllSubjectsMidLoadTakesItAndItsRequestAndLeavesTheSubjectAsItWas() {
        let stage = Stage()
        subjectListWithPhysicsOpen(on: stage)
        scheduler.runUntilIdle()
        weak var weakAllSubjects: ViewController?
        stage.widget(SubjectDetailID.allSubjects, as: Button.self)?.simulateTap()
        #expect(stage.top is AllSubjectsViewController)
        weakAllSubjects = stage.top
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.answered, .inFlight])

        stage.navigation.simulateBack()

        #expect(weakAllSubjects == nil)
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.answered, .cancelled])
        #expect(stage.top is SubjectDetailViewController)
        #expect(stage.widget(SubjectDetailID.allSubjects, as: Button.self)?.isEnabled == true)
        #expect(environment.backend.requests(to: .subjectDetails).count == 1)
    }

    @Test func releasingTheStackWithAllSubjectsLoadingOverTheSubjectFreesEveryScreenAndCancelsItsRequest() {
        weak var weakList: ViewController?
        weak var weakDetail: ViewController?
        weak var weakAllSubjects: ViewController?
        do {
            let stage = Stage()
            subjectListWithPhysicsOpen(on: stage)
            scheduler.runUntilIdle()
            stage.widget(SubjectDetailID.allSubjects, as: Button.self)?.simulateTap()
            #expect(stage.navigation.titles == ["", "Practice", "Physics", "All Subjects"])
            weakList = stage.navigation.viewControllers[1]
            weakDetail = stage.navigation.viewControllers[2]
            weakAllSubjects = stage.top
        }
        #expect(weakList == nil)
        #expect(weakDetail == nil)
        #expect(weakAllSubjects == nil)
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.answered, .cancelled])
    }

    // MARK: Through the modules

    @Test func selectingASubjectOpensItsDetailsOverVIPERsSubjectList() {
        let stage = Stage()
        subjectListWithPhysicsOpen(on: stage)

        #expect(stage.top is SubjectDetailViewController)
        #expect(stage.navigation.titles == ["", "Practice", "Physics"])
        #expect(environment.backend.requests(to: .subjectDetails).map(\.request.path) == ["/subjects/4"])
        #expect(stage.widget(SubjectDetailID.loading, as: ActivityIndicatorView.self)?.isAnimating == true)

        scheduler.runUntilIdle()
        #expect(stage.widget(SubjectDetailID.chapters, as: Label.self)?.text == "10 chapters")
        #expect(stage.widget(SubjectDetailID.switchOff, as: Button.self)?.isHidden == false)
    }

    @Test func aSwitchOffReachesTheListBeneathWhichDropsTheSubjectWithNoNewLoad() {
        let stage = Stage()
        subjectListWithPhysicsOpen(on: stage)
        scheduler.runUntilIdle()

        stage.widget(SubjectDetailID.switchOff, as: Button.self)?.simulateTap()
        #expect(stage.navigation.titles == ["", "Practice", "Physics"])
        scheduler.runUntilIdle()

        #expect(stage.navigation.titles == ["", "Practice"])
        #expect(listTitles(on: stage) == ["Math", "Chinese", "English", "History", "More"])
        #expect(environment.backend.requests(to: .subjects).count == 1)
        #expect(environment.backend.requests(to: .userSubjects).count == 1)
    }

    @Test func aFailedSwitchOffStaysOnTheScreenAndLeavesTheListAsItWas() {
        let stage = Stage()
        subjectListWithPhysicsOpen(on: stage)
        scheduler.runUntilIdle()
        environment.backend.inject(.status(500), on: .switchOff, once: true)

        stage.widget(SubjectDetailID.switchOff, as: Button.self)?.simulateTap()
        scheduler.runUntilIdle()

        #expect(stage.navigation.titles == ["", "Practice", "Physics"])
        #expect(stage.widget(SubjectDetailID.error, as: Label.self)?.text == SubjectDetailCopy.switchOffFailed)
        stage.navigation.simulateBack()
        #expect(listTitles(on: stage) == ["Math", "Chinese", "English", "Physics", "History", "More"])
    }

    @Test func theScreenFollowsTheThemeAtOnce() {
        let stage = Stage()
        stage.show(assemble(reportingTo: FakeSubjectDetailModuleOutput()).viewController)

        environment.themeStore.apply(.night)

        #expect(stage.widget(SubjectDetailID.screen, as: View.self)?.backgroundColor == .charcoal)
        #expect(stage.widget(SubjectDetailID.description, as: Label.self)?.textColor == .white)
        #expect(stage.widget(SubjectDetailID.chapters, as: Label.self)?.textColor == .white)
    }

    @Test func allSubjectsOpensOverTheSubjectWithWhatTheListShowsAndBackShowsTheSubjectAsItWas() {
        let stage = Stage()
        subjectListWithPhysicsOpen(on: stage)
        #expect(stage.widget(SubjectDetailID.allSubjects, as: Button.self)?.isHidden == true)
        scheduler.runUntilIdle()

        stage.widget(SubjectDetailID.allSubjects, as: Button.self)?.simulateTap()
        #expect(stage.top is AllSubjectsViewController)
        #expect(stage.navigation.titles == ["", "Practice", "Physics", "All Subjects"])
        scheduler.runUntilIdle()
        #expect(catalogueRows(on: stage) == ["Math ✓", "Chinese ✓", "English ✓", "Physics ✓", "Chemistry", "Biology",
                                             "History ✓"])

        stage.navigation.simulateBack()
        scheduler.runUntilIdle()
        #expect(stage.navigation.titles == ["", "Practice", "Physics"])
        #expect(stage.widget(SubjectDetailID.chapters, as: Label.self)?.text == "10 chapters")
        #expect(stage.widget(SubjectDetailID.allSubjects, as: Button.self)?.isHidden == false)
        #expect(environment.backend.requests(to: .subjectDetails).count == 1, "coming back loads nothing")
    }

    @Test func allSubjectsFollowsARefreshOfTheListThatLandedBeneathTheSubject() {
        let stage = Stage()
        stage.show(VIPERArchitecture.makeSubjectListScreen(environment: environment))
        scheduler.runUntilIdle()
        environment.backend.settings = UserSubjectSettings(currentPhase: .primary, entries: [
            UserSubject(subjectID: 1, status: .on, updatedTime: 1),
            UserSubject(subjectID: 8, status: .on, updatedTime: 1),
        ])
        let list = stage.widget(SubjectListID.list, as: CollectionView.self)
        list?.simulatePullToRefresh()
        list?.simulateSelectItem(at: 3)
        #expect(stage.navigation.titles == ["", "Practice", "Physics"])
        scheduler.runUntilIdle()

        stage.widget(SubjectDetailID.allSubjects, as: Button.self)?.simulateTap()
        scheduler.runUntilIdle()

        #expect(catalogueRows(on: stage) == ["Math ✓", "Chinese", "English", "Science ✓"])
    }

    @Test func allSubjectsIsDisabledWhileASwitchOffIsInFlight() {
        let stage = Stage()
        subjectListWithPhysicsOpen(on: stage)
        scheduler.runUntilIdle()
        environment.backend.inject(.status(500), on: .switchOff, once: true)

        stage.widget(SubjectDetailID.switchOff, as: Button.self)?.simulateTap()
        stage.widget(SubjectDetailID.allSubjects, as: Button.self)?.simulateTap()
        #expect(stage.navigation.titles == ["", "Practice", "Physics"])

        scheduler.runUntilIdle()
        stage.widget(SubjectDetailID.allSubjects, as: Button.self)?.simulateTap()
        #expect(stage.navigation.titles == ["", "Practice", "Physics", "All Subjects"])
    }
}
