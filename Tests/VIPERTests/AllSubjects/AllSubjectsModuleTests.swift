// The All Subjects module put together: its builder's wiring, who holds whom, and the screen itself, over
// VIPER's subject list and on its own: the phase's subjects ticked, a failure and Retry, the theme, and the
// subject of the link VIPER's app was opened with, marked from both ways in.
import SharedModel
import SharedTestSupport
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

    /// A junior's All Subjects with Math and Physics open, in an app opened from no link.
    private func assemble() -> AllSubjectsModule {
        AllSubjectsModuleBuilder(environment: environment, linkedSubjectID: nil)
            .assemble(currentPhase: .junior, openSubjectIDs: [1, 4])
    }

    /// The rows on screen, in catalogue order.
    private func rows(on stage: Stage) -> [String] {
        SampleData.catalogue.compactMap { stage.widget(AllSubjectsID.row(subjectID: $0.id), as: Label.self)?.text }
    }

    /// The rows of the screen on top of `navigation`, in catalogue order.
    private func rows(on navigation: NavigationController) -> [String] {
        SampleData.catalogue.compactMap {
            navigation.topViewController?.view.find(AllSubjectsID.row(subjectID: $0.id), as: Label.self)?.text
        }
    }

    /// The sample junior's rows, Math, Chinese, English, Physics and History open, and the subject named
    /// `marked` marked as the link's.
    private static func juniorRows(marking marked: String? = nil) -> [String] {
        [("Math", true), ("Chinese", true), ("English", true), ("Physics", true), ("Chemistry", false),
         ("Biology", false), ("History", true)].map { name, open in
            name + (open ? " ✓" : "") + (name == marked ? " · from your link" : "")
        }
    }

    /// VIPER's whole app, opened from `link`, on screen.
    private func app(link: String?) -> NavigationController {
        let navigation = VIPERArchitecture.makeApp(environment: environment, link: link)
        Window(rootViewController: navigation).makeKeyAndVisible()
        return navigation
    }

    /// Back to the subject list, then More (its last cell), with the catalogue landed.
    private func allSubjectsByMore(on navigation: NavigationController) throws {
        while navigation.viewControllers.count > 1, !(navigation.topViewController is SubjectListViewController) {
            navigation.simulateBack()
        }
        let list = try #require(navigation.topViewController?.view.find(SubjectListID.list, as: CollectionView.self))
        list.simulateSelectItem(at: list.numberOfItems - 1)
        scheduler.runUntilIdle()
        #expect(navigation.topViewController is AllSubjectsViewController)
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

    // MARK: The link's subject

    @Test func aBuilderGivenTheLinksSubjectMarksItsRowInEveryScreenItBuilds() {
        let stage = Stage()
        let builder = AllSubjectsModuleBuilder(environment: environment, linkedSubjectID: 5)
        for _ in 0..<2 {
            stage.show(builder.build(currentPhase: .junior, openSubjectIDs: [1, 4]))
            scheduler.runUntilIdle()
            #expect(rows(on: stage) == ["Math ✓", "Chinese", "English", "Physics ✓", "Chemistry · from your link",
                                        "Biology", "History"])
            stage.navigation.simulateBack()
        }
    }

    @Test func theAppMarksTheLinksSubjectInAllSubjectsFromTheSubjectTheLinkOpenedAndFromMore() throws {
        let navigation = app(link: "practice://subject/4")
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Practice", "Physics"])

        navigation.topViewController?.view.find(SubjectDetailID.allSubjects, as: Button.self)?.simulateTap()
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Practice", "Physics", "All Subjects"])
        #expect(rows(on: navigation) == Self.juniorRows(marking: "Physics"))

        try allSubjectsByMore(on: navigation)
        #expect(navigation.titles == ["Practice", "All Subjects"])
        #expect(rows(on: navigation) == Self.juniorRows(marking: "Physics"))
    }

    @Test func theAppMarksALinkTheListDroppedBecauseItDoesNotShowIt() throws {
        let navigation = app(link: "practice://subject/5")
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Practice"])

        try allSubjectsByMore(on: navigation)
        #expect(rows(on: navigation) == Self.juniorRows(marking: "Chemistry"))
    }

    @Test func afterALoginTheLinksSubjectIsStillMarkedOnceTheSubjectListThatTookTheLinkIsGone() throws {
        environment.sessionStore.clear()
        let navigation = app(link: "practice://subject/4")
        try LoginFormUser.logIn(on: try #require(navigation.topViewController).view)
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Log In", "Practice", "Physics"])
        navigation.simulateBack()
        navigation.simulateBack()

        try LoginFormUser.logIn(on: try #require(navigation.topViewController).view)
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Log In", "Practice"], "the link went with the first subject list")

        try allSubjectsByMore(on: navigation)
        #expect(rows(on: navigation) == Self.juniorRows(marking: "Physics"))
    }

    @Test(arguments: [nil, "practice://subject/4/", "practice://subject/99"] as [String?])
    func anAppOpenedFromNoLinkAMalformedOneOrOneToNoCatalogueSubjectMarksNothing(link: String?) throws {
        let navigation = app(link: link)
        scheduler.runUntilIdle()

        try allSubjectsByMore(on: navigation)
        #expect(rows(on: navigation) == Self.juniorRows())
    }
}
