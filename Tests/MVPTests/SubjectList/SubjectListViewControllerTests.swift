// The subject list view controller as MVP's passive view: each display call shows exactly one thing, the
// cells it was given stay right through reuse and theme changes, and user events reach the presenter.
@testable import MVP
import SharedModel
import SharedViews
import Testing
import ViewKit

@Suite("Subject list view controller")
@MainActor
struct SubjectListViewControllerTests {
    private let scheduler = ManualScheduler()
    private let environment: AppEnvironment
    private let screen: SubjectListViewController
    private let navigation: NavigationController

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        screen = MVPArchitecture.assembleSubjectList(environment: environment).view
        navigation = NavigationController(rootViewController: screen)
        Window(rootViewController: navigation).makeKeyAndVisible()
    }

    private var list: CollectionView {
        get throws { try #require(screen.view.find(SubjectListID.list, as: CollectionView.self)) }
    }

    /// Twelve subjects, so that the list must reuse cells.
    private let manyCells = (1...12).map { SubjectCellData(subject: Subject(id: $0, name: "S\($0)", phases: [.junior])) } + [.more]

    private func titles(_ list: CollectionView) -> [Int: String] {
        Dictionary(uniqueKeysWithValues: list.visibleCells.compactMap { index, cell in
            (cell as? SubjectCell).map { (index, $0.titleLabel.text) }
        })
    }

    @Test func showsWhatThePresenterAsks() throws {
        screen.showList(true)
        screen.showEmptyMessage(true)
        screen.showError(true)
        screen.showLoading(false)
        #expect(try list.isHidden == false)
        #expect(screen.view.find(SubjectListID.empty)?.isHidden == false)
        #expect(screen.view.find(SubjectListID.error)?.isHidden == false)
        #expect(screen.view.find(SubjectListID.retry)?.isHidden == false)
        #expect(screen.view.find(SubjectListID.loading, as: ActivityIndicatorView.self)?.isAnimating == false)
    }

    @Test func keepsEveryVisibleCellOnItsItemThroughReuse() throws {
        screen.showList(true)
        screen.showCells(manyCells)
        let list = try list
        #expect(list.numberOfItems == 13)
        list.simulateScroll(toItem: 12)
        for (index, title) in titles(list) {
            #expect(title == manyCells[index].title)
        }
        let more = try #require(list.cellForItem(at: 12) as? SubjectCell)
        #expect(more.imageView.imageName == "subject-more")
        #expect(more.imageView.highlightedImageName == nil)
    }

    @Test func recoloursVisibleCellsAndLaterOnes() throws {
        screen.showList(true)
        screen.showCells(manyCells)
        screen.showTheme(.night)
        let list = try list
        for (_, cell) in list.visibleCells {
            let cell = try #require(cell as? SubjectCell)
            #expect(cell.titleLabel.textColor == .white)
            #expect(cell.backgroundColor == .charcoal)
        }
        list.simulateScroll(toItem: 12)
        let later = try #require(list.cellForItem(at: 12) as? SubjectCell)
        #expect(later.backgroundColor == .charcoal)
    }

    @Test func showsEachCellsPhasesInTheThemesSecondaryColour() throws {
        screen.showList(true)
        screen.showCells([SubjectCellData(subject: Subject(id: 1, name: "Maths", phases: [.senior, .junior])), .more])
        screen.showTheme(.night)
        let list = try list
        let subject = try #require(list.cellForItem(at: 0) as? SubjectCell)
        #expect(subject.detailLabel.text == "Junior · Senior")
        #expect(subject.detailLabel.isHidden == false)
        #expect(subject.detailLabel.textColor == Theme.night.cellDetailColor)
        let more = try #require(list.cellForItem(at: 1) as? SubjectCell)
        #expect(more.detailLabel.isHidden)
    }

    @Test func putsRefreshInTheBarAndShowsWhatItIsTold() throws {
        let refresh = try #require(screen.navigationItem.rightBarButtonItem)
        screen.enableRefresh(true)
        #expect(refresh.isEnabled)
        screen.beginRefreshing()
        #expect(try list.refreshControl?.isRefreshing == true)
        screen.enableRefresh(false)
        #expect(refresh.isEnabled == false)
    }

    @Test func forwardsRefreshRetryAndSelection() throws {
        scheduler.runUntilIdle()
        environment.backend.inject(.noConnection, on: .subjects, once: true)
        try list.simulatePullToRefresh()
        #expect(environment.backend.requests(to: .subjects).count == 2)
        #expect(try list.refreshControl?.isRefreshing == true)
        scheduler.runUntilIdle()
        #expect(try list.refreshControl?.isRefreshing == false)

        try #require(screen.view.find(SubjectListID.retry, as: Button.self)).simulateTap()
        #expect(environment.backend.requests(to: .subjects).count == 3)
        scheduler.runUntilIdle()

        try list.simulateSelectItem(at: 1)
        #expect(navigation.titles == ["Practice", "Chinese"])
        navigation.simulateBack()
        try list.simulateSelectItem(at: 5)
        #expect(navigation.titles == ["Practice", "All Subjects"])
        // All Subjects is the catalogue screen the assembly builds: it loads the catalogue.
        #expect(environment.backend.requests(to: .subjects).count == 4)
    }
}
