// The subject detail module put together: its builder's wiring, its router, who holds whom, and the
// whole way from a selected cell on VIPER's subject list through the module output and back.
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
        SubjectDetailModuleBuilder(environment: environment)
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
        let router = SubjectDetailRouter()
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
}
