import Architectures
import SharedModel
import Testing
import ViewKit

/// One architecture's subject list, signed in, over a fake backend whose answers land only when
/// the test runs the manual scheduler, or at once. The screen appears (and so starts loading) on
/// `show()`.
@MainActor
final class SubjectListScreen {
    let architecture: Architecture
    let scheduler: ManualScheduler
    let environment: AppEnvironment
    private(set) var navigation: NavigationController?
    private var window: Window?

    init(_ architecture: Architecture, theme: Theme = .day, timing: AnswerTiming = .later) {
        self.architecture = architecture
        let manual = ManualScheduler()
        scheduler = manual
        environment = AppEnvironment(scheduler: timing.scheduler(manual: manual), theme: theme)
        environment.signIn()
    }

    var backend: FakeBackend { environment.backend }
    var rendering: String { navigation?.renderScreen() ?? "(not shown)" }

    /// Puts the screen on a window as the root of a navigation stack: its first appearance.
    func show() {
        let navigation = NavigationController(rootViewController: architecture.makeSubjectListScreen(environment: environment))
        let window = Window(rootViewController: navigation)
        self.navigation = navigation
        self.window = window
        window.makeKeyAndVisible()
    }

    /// Shows the screen and lets both answers land.
    func showLoaded() {
        show()
        settle()
    }

    /// Serves `count` subjects, every one switched on, and shows the screen with both answers landed.
    @discardableResult
    func showLoaded(subjects count: Int) -> [Subject] {
        let catalogue = SampleData.catalogue(count: count)
        backend.catalogue = catalogue
        backend.settings = SampleData.settings(allOn: catalogue)
        showLoaded()
        return catalogue
    }

    /// Switches on exactly the subjects `ids` names, then pulls to refresh and lets both answers land.
    func refresh(opening ids: some Sequence<Int>) throws {
        backend.settings = UserSubjectSettings(currentPhase: .junior, entries: ids.map {
            UserSubject(subjectID: $0, status: .on, updatedTime: 1)
        })
        try list().simulatePullToRefresh()
        settle()
    }

    /// Lets every answer in flight land (with answers that land at once, none is in flight).
    func settle() { scheduler.runUntilIdle() }

    /// Shows the screen and brings it to its loaded list `way`: loaded at once, loaded by Retry
    /// after a first load that failed, or loaded and shown again after the user opened Math and
    /// went back.
    func showLoaded(_ way: Approach.Way) throws {
        switch way {
        case .directly:
            showLoaded()
        case .afterFailureAndRetry:
            backend.inject(.noConnection, on: .userSubjects, once: true)
            showLoaded()
            try #require(try retry().isVisibleInTree, "the first load did not fail:\n\(rendering)")
            try retry().simulateTap()
            settle()
        case .afterComingBack:
            showLoaded()
            try open("Math")
            settle()
            try #require(navigation).simulateBack()
        }
        try #require(try list().isVisibleInTree && titles == ["Practice"], "the list is not loaded:\n\(rendering)")
    }

    private func root() throws -> View {
        try #require(navigation?.viewControllers.first?.view, "the screen is not shown")
    }

    func list() throws -> CollectionView { try root().widget("subjectList.list") }
    func loading() throws -> ActivityIndicatorView { try root().widget("subjectList.loading") }
    func errorLabel() throws -> Label { try root().widget("subjectList.error") }
    func retry() throws -> Button { try root().widget("subjectList.retry") }
    func emptyLabel() throws -> Label { try root().widget("subjectList.empty") }
    /// The Refresh button in the navigation bar (§7.3), as the bar shows it while the subject list is on top.
    func refreshButton() throws -> BarButtonItem {
        try #require(navigation?.view, "the screen is not shown").widget("subjectList.refreshButton")
    }

    /// What each cell on screen shows, in index order; none while the list is hidden (§1).
    func visibleCells() throws -> [ShownCell] {
        let list = try list()
        guard list.isVisibleInTree else { return [] }
        return try list.visibleCells.map { try ShownCell(index: $0.index, cell: $0.cell) }
    }

    /// The titles of the visible cells, in order.
    func visibleTitles() throws -> [String] { try visibleCells().map(\.title) }

    /// The titles of every cell, scrolling through the whole list the way a user would.
    func allTitles() throws -> [String] {
        let list = try list()
        var titles: [String] = []
        var index = 0
        while index < list.numberOfItems {
            list.simulateScroll(toItem: index)
            guard let cell = list.cellForItem(at: index) else { break }
            titles.append(try ShownCell(index: index, cell: cell).title)
            index += 1
        }
        list.simulateScroll(toItem: 0)
        return titles
    }

    /// Scrolls to the cell of `title` and taps it.
    func select(_ title: String) throws {
        guard try list().selectCell(titled: title) else {
            Issue.record("no cell titled \(title) on screen:\n\(rendering)")
            return
        }
    }

    func requestCount(_ route: Route) -> Int { backend.requests(to: route).count }
}

@MainActor
extension CollectionView {
    /// Scrolls to the subject cell titled `title` and taps it, as a user would; false when there is none.
    func selectCell(titled title: String) throws -> Bool {
        for index in 0..<numberOfItems {
            simulateScroll(toItem: index)
            if let cell = cellForItem(at: index), try ShownCell(index: index, cell: cell).title == title {
                simulateSelectItem(at: index)
                return true
            }
        }
        return false
    }
}

/// What one cell shows a user.
struct ShownCell: Equatable, CustomStringConvertible {
    let index: Int
    let title: String
    let titleColor: Color
    let background: Color?
    let image: String?
    let highlightedImage: String?
    /// The second line (§7.2) as a user reads it, "" when there is none, and its colour while it shows.
    let detail: String
    let detailColor: Color?

    @MainActor
    init(index: Int, cell: View) throws {
        let label: Label = try cell.widget("subjectCell.title")
        let image: ImageView = try cell.widget("subjectCell.image")
        let detail = cell.find("subjectCell.detail", as: Label.self)
        self.index = index
        title = label.shownText
        titleColor = label.textColor
        background = cell.backgroundColor
        self.image = image.imageName
        highlightedImage = image.highlightedImageName
        self.detail = detail?.shownText ?? ""
        detailColor = self.detail.isEmpty ? nil : detail?.textColor
    }

    var description: String {
        "#\(index) \(title) [\(image ?? "-") / \(highlightedImage ?? "-")] \(titleColor.rawValue) on \(background?.rawValue ?? "-")"
    }
}
