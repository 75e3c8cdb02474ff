// The All Subjects module put together: its builder's wiring, who holds whom, and the screen itself, over
// VIPER's subject list and on its own: the phase's subjects ticked, a failure and Retry, the theme.
import SharedModel
import SharedViews
import Testing
import ViewKit
@testable import VIPER

@Suite("All Subjects module")
@MainActor
struct AllSubjectsModuleTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
    }

    /// A junior's All Subjects with Math and Physics open.
    private func assemble() -> AllSubjectsModule {
        AllSubjectsModuleBuilder(environment: environment).assemble(currentPhase: .junior, openSubjectIDs: [1, 4])
    }

    /// The rows on screen, in catalogue order.
    private func rows(on stage: Stage) -> [String] {
        SampleData.catalogue.compactMap { stage.widget(AllSubjectsID.row(subjectID: $0.id), as: Label.self)?.text }
    }

    // MARK: Wiring

    @Test func theBuilderConnectsEveryBackReference() {
        let module = assemble()

        #expect(module.presenter.view === module.viewController)
        #expect(module.interactor.output === module.presenter)
        #expect(module.viewController.title == "All Subjects")
    }

    // MARK: Ownership

    @Test func poppingAllSubjectsMidRequestTakesItsWholeModuleAndTheRequestWithIt() {
        let stage = Stage()
        weak var weakController: ViewController?
        weak var weakPresenter: AllSubjectsPresenter?
        weak var weakInteractor: AllSubjectsInteractor?
        weak var weakManager: SubjectsAPIManager?
        do {
            let module = assemble()
            weakController = module.viewController
            weakPresenter = module.presenter
            weakInteractor = module.interactor
            weakManager = module.catalogueManager
            stage.show(module.viewController)
        }
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.inFlight])

        stage.navigation.simulateBack()

        #expect(weakController == nil)
        #expect(weakPresenter == nil)
        #expect(weakInteractor == nil)
        #expect(weakManager == nil)
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.cancelled])
        scheduler.runUntilIdle()
        environment.themeStore.apply(.night)
    }

    // MARK: The screen

    @Test func moreOnVIPERsSubjectListOpensItLoadingThenThePhasesSubjectsWithTheOpenOnesTicked() {
        let stage = Stage()
        stage.show(VIPERArchitecture.makeSubjectListScreen(environment: environment))
        scheduler.runUntilIdle()
        stage.widget(SubjectListID.list, as: CollectionView.self)?.simulateSelectItem(at: 5)

        #expect(stage.navigation.titles == ["", "Practice", "All Subjects"])
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.answered, .inFlight])
        #expect(stage.widget(AllSubjectsID.loading, as: ActivityIndicatorView.self)?.isAnimating == true)

        scheduler.runUntilIdle()
        #expect(stage.widget(AllSubjectsID.loading, as: ActivityIndicatorView.self)?.isAnimating == false)
        #expect(rows(on: stage) == ["Math ✓", "Chinese ✓", "English ✓", "Physics ✓", "Chemistry", "Biology",
                                    "History ✓"])
    }

    @Test func aFailedCatalogueShowsRetryAndRetryLoadsIt() {
        let stage = Stage()
        environment.backend.inject(.status(500), on: .subjects, once: true)
        stage.show(assemble().viewController)
        scheduler.runUntilIdle()
        let retry = stage.widget(AllSubjectsID.retry, as: Button.self)
        #expect(stage.widget(AllSubjectsID.error, as: Label.self)?.isHidden == false)
        #expect(retry?.isHidden == false)
        #expect(rows(on: stage).isEmpty)

        retry?.simulateTap()
        #expect(retry?.isHidden == true)
        #expect(stage.widget(AllSubjectsID.loading, as: ActivityIndicatorView.self)?.isAnimating == true)
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.answered, .inFlight])

        scheduler.runUntilIdle()
        #expect(stage.widget(AllSubjectsID.error, as: Label.self)?.isHidden == true)
        #expect(rows(on: stage) == ["Math ✓", "Chinese", "English", "Physics ✓", "Chemistry", "Biology", "History"])
    }

    @Test func theScreenWearsTheThemeAtOnceAndFollowsIt() {
        environment.themeStore.apply(.night)
        let stage = Stage()
        stage.show(assemble().viewController)
        let screen = stage.widget(AllSubjectsID.screen, as: View.self)
        #expect(screen?.backgroundColor == .charcoal)

        scheduler.runUntilIdle()
        #expect(stage.widget(AllSubjectsID.row(subjectID: 4), as: Label.self)?.textColor == .white)

        environment.themeStore.apply(.day)
        #expect(screen?.backgroundColor == .white)
        #expect(stage.widget(AllSubjectsID.row(subjectID: 4), as: Label.self)?.textColor == .black)
    }
}
