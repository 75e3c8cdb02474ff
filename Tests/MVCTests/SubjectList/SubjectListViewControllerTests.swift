// The subject list's logic at unit level, B4 to B9 of docs/unit-behaviours.md. In MVC it lives in
// SubjectListViewController: each test builds the controller with its list view on a window, lets it
// appear, and reads what the list view shows.
@testable import MVC
import SharedModel
import SharedViews
import Testing
import ViewKit

@Suite("MVC subject list view controller")
@MainActor
struct SubjectListViewControllerTests {
    private let screen: MVCScreen<SubjectListViewController>

    init() {
        screen = Self.subjectList()
    }

    /// The subject list, appeared, with `prepare` applied to the server before it asks.
    private static func subjectList(prepare: (FakeBackend) -> Void = { _ in }) -> MVCScreen<SubjectListViewController> {
        MVCScreen(signedIn: true, prepare: prepare) { SubjectListViewController(environment: $0) }
    }

    private var list: CollectionView {
        get throws { try screen.widget(SubjectListID.list, CollectionView.self) }
    }

    /// The titles of the visible cells, in order.
    private var titles: [String] {
        get throws {
            try list.visibleCells.map { $0.cell.find(SubjectListID.cellTitle, as: Label.self)?.text ?? "?" }
        }
    }

    private func isShown(_ identifier: String) throws -> Bool {
        try !screen.widget(identifier, View.self).isHidden
    }

    /// The subject list of an app opened from a link to `linkedSubjectID`, appeared, every answer landed.
    private func linkedList(_ linkedSubjectID: Int) -> MVCScreen<SubjectListViewController> {
        let screen = MVCScreen(signedIn: true) { SubjectListViewController(environment: $0, linkedSubjectID: linkedSubjectID) }
        screen.answer()
        return screen
    }

    /// The rows of the All Subjects on top of `screen`'s stack, once its catalogue has landed.
    private func landedRows(_ screen: MVCScreen<SubjectListViewController>) throws -> [String] {
        let allSubjects = try #require(screen.navigation.topViewController as? MVC.AllSubjectsViewController)
        screen.answer()
        return allSubjects.view.allViews.compactMap { $0 as? Label }
            .filter { $0.accessibilityIdentifier?.hasPrefix("allSubjects.subject-") == true }.map(\.text)
    }

    /// More on `screen`'s list, then the rows of the All Subjects it pushes, landed.
    private func rowsViaMore(_ screen: MVCScreen<SubjectListViewController>) throws -> [String] {
        let collection = try screen.widget(SubjectListID.list, CollectionView.self)
        collection.simulateSelectItem(at: collection.visibleCells.count - 1)
        return try landedRows(screen)
    }

    @Test("B4 The list changes only when both answers have landed")
    func bothAnswersAwaited() throws {
        let screen = Self.subjectList { $0.routeLatency[.userSubjects] = .seconds(2) }
        let list = try screen.widget(SubjectListID.list, CollectionView.self)
        screen.scheduler.advance(by: .seconds(1))
        #expect(screen.backend.requests(to: .subjects).first?.state == .answered)
        #expect(list.isHidden)
        #expect(try screen.widget(SubjectListID.loading, ActivityIndicatorView.self).isAnimating)
        screen.scheduler.advance(by: .seconds(1))
        #expect(!list.isHidden)
        #expect(list.visibleCells.last?.cell.find(SubjectListID.cellTitle, as: Label.self)?.text == "More")
    }

    @Test("B5 A failure after a success keeps the cells and shows the error and Retry")
    func failureKeepsCells() throws {
        screen.answer()
        let shown = try titles
        screen.backend.inject(.status(500), on: .subjects)
        try list.simulatePullToRefresh()
        screen.answer()
        #expect(try titles == shown)
        #expect(try isShown(SubjectListID.list))
        #expect(try isShown(SubjectListID.error))
        #expect(try isShown(SubjectListID.retry))
    }

    @Test("B6 Retry hides the error, animates loading and sends both requests again")
    func retry() throws {
        let screen = Self.subjectList { $0.inject(.noConnection, on: .userSubjects, once: true) }
        screen.answer()
        #expect(try !screen.widget(SubjectListID.retry, Button.self).isHidden)
        screen.backend.clearRecordedRequests()
        try screen.widget(SubjectListID.retry, Button.self).simulateTap()
        #expect(try screen.widget(SubjectListID.error, Label.self).isHidden)
        #expect(try screen.widget(SubjectListID.retry, Button.self).isHidden)
        #expect(try screen.widget(SubjectListID.loading, ActivityIndicatorView.self).isAnimating)
        #expect(Set(screen.backend.requests.compactMap(\.route)) == [.subjects, .userSubjects])
        screen.answer()
        #expect(try screen.widget(SubjectListID.list, CollectionView.self).visibleCells.count > 1)
    }

    @Test("B7 A pull to refresh while a retry is loading replaces it; only the newest answers show")
    func refreshDuringRetry() throws {
        screen.answer()
        screen.backend.inject(.status(503), on: .subjects, once: true)
        try list.simulatePullToRefresh()
        screen.answer()
        try screen.widget(SubjectListID.retry, Button.self).simulateTap()
        screen.backend.catalogue = SampleData.catalogue(count: 2, namePrefix: "Newest")
        screen.backend.settings = SampleData.settings(allOnUpTo: 2)
        screen.backend.clearRecordedRequests()
        try list.simulatePullToRefresh()
        #expect(screen.backend.requests.filter { $0.state == .inFlight }.count == 2)
        #expect(try screen.widget(SubjectListID.loading, ActivityIndicatorView.self).isAnimating)
        screen.answer()
        #expect(try titles == ["Newest 1", "Newest 2", "More"])
        #expect(try !screen.widget(SubjectListID.loading, ActivityIndicatorView.self).isAnimating)
        #expect(try list.refreshControl?.isRefreshing == false)
    }

    @Test("B8 Cells follow the theme the model layer publishes")
    func theme() throws {
        screen.answer()
        screen.environment.themeStore.apply(.night)
        for (_, cell) in try list.visibleCells {
            #expect(cell.find(SubjectListID.cellTitle, as: Label.self)?.textColor == Theme.night.cellTitleColor)
            #expect(cell.backgroundColor == Theme.night.cellBackgroundColor)
        }
    }

    @Test("Each subject cell's second line names its phases in the theme's secondary colour; More has none")
    func secondLine() throws {
        screen.answer()
        func lines() throws -> [String] {
            try list.visibleCells.map { $0.cell.find(SubjectListID.cellDetail, as: Label.self).map { $0.isHidden ? "" : $0.text } ?? "?" }
        }
        #expect(try lines() == ["Primary · Junior · Senior", "Primary · Junior · Senior", "Primary · Junior · Senior",
                                "Junior · Senior", "Junior · Senior", ""])
        screen.environment.themeStore.apply(.night)
        for (_, cell) in try list.visibleCells {
            #expect(cell.find(SubjectListID.cellDetail, as: Label.self)?.textColor == Theme.night.cellDetailColor)
        }
    }

    @Test("The bar's Refresh reloads as a pull does, and is disabled until the list shows and while it runs")
    func refreshButton() throws {
        let refresh = try #require(screen.controller.navigationItem.rightBarButtonItem)
        #expect(refresh.isEnabled == false)
        screen.answer()
        #expect(refresh.isEnabled)
        refresh.simulateTap()
        #expect(try list.refreshControl?.isRefreshing == true)
        #expect(refresh.isEnabled == false)
        #expect(screen.backend.requests(to: .subjects).count == 2)
        screen.answer()
        #expect(try list.refreshControl?.isRefreshing == false)
        #expect(refresh.isEnabled)
    }

    @Test("B9 Selecting a subject pushes its screen; selecting More pushes All Subjects")
    func navigationTarget() throws {
        screen.answer()
        let first = try titles[0]
        try list.simulateSelectItem(at: 0)
        #expect(screen.navigation.topViewController?.title == first)
        screen.navigation.simulateBack()
        let more = try titles.count - 1
        try list.simulateSelectItem(at: more)
        #expect(screen.navigation.topViewController?.title == SubjectListCopy.allSubjectsTitle)
    }

    @Test("A subject switched off on its detail screen leaves the list at once, with no new load")
    func switchOffFromDetail() throws {
        screen.answer()
        try list.simulateSelectItem(at: 3)
        let detail = try #require(screen.navigation.topViewController as? SubjectDetailViewController)
        screen.answer()
        try #require(detail.view.find(SubjectDetailID.switchOff, as: Button.self)).simulateTap()
        screen.answer()
        #expect(screen.navigation.topViewController === screen.controller)
        #expect(try titles == ["Math", "Chinese", "English", "History", "More"])
        #expect(screen.backend.requests(to: .subjects).count == 1)
    }

    @Test("A link's subject opens when the list first shows it, once; a subject off the list opens nothing",
          arguments: [(4, ["Practice", "Physics"]), (5, ["Practice"])])
    func linkedSubject(id: Int, stack: [String]) throws {
        let screen = MVCScreen(signedIn: true, prepare: { $0.inject(.noConnection, on: .subjects, once: true) }) {
            SubjectListViewController(environment: $0, linkedSubjectID: id)
        }
        screen.answer()
        #expect(screen.navigation.titles == ["Practice"])
        try screen.widget(SubjectListID.retry, Button.self).simulateTap()
        screen.answer()
        #expect(screen.navigation.titles == stack)
        screen.navigation.simulateBack()
        try screen.widget(SubjectListID.list, CollectionView.self).simulatePullToRefresh()
        screen.answer()
        #expect(screen.navigation.titles == ["Practice"])
    }

    @Test("More opens All Subjects with the list's phase and the subjects it shows now, one switched off since included")
    func allSubjectsGetsWhatTheListShows() throws {
        screen.answer()
        try list.simulateSelectItem(at: 3)
        let detail = try #require(screen.navigation.topViewController as? SubjectDetailViewController)
        screen.answer()
        try #require(detail.view.find(SubjectDetailID.switchOff, as: Button.self)).simulateTap()
        screen.answer()
        try list.simulateSelectItem(at: try titles.count - 1)
        let allSubjects = try #require(screen.navigation.topViewController as? MVC.AllSubjectsViewController)
        screen.answer()
        let rows = allSubjects.view.allViews.compactMap { $0 as? Label }
            .filter { $0.accessibilityIdentifier?.hasPrefix("allSubjects.subject-") == true }.map(\.text)
        #expect(rows == ["Math ✓", "Chinese ✓", "English ✓", "Physics", "Chemistry", "Biology", "History ✓"])
    }

    @Test("All Subjects on a subject's screen opens over it with what the list shows when tapped, a refresh beneath included; back loads nothing")
    func allSubjectsFromDetail() throws {
        screen.answer()
        screen.backend.settings = UserSubjectSettings(currentPhase: .primary, entries: [
            UserSubject(subjectID: 1, status: .on, updatedTime: 1),
            UserSubject(subjectID: 8, status: .on, updatedTime: 1),
        ])
        try list.simulatePullToRefresh()
        try list.simulateSelectItem(at: 3)
        let detail = try #require(screen.navigation.topViewController as? SubjectDetailViewController)
        screen.answer()
        try #require(detail.view.find(SubjectDetailID.allSubjects, as: Button.self)).simulateTap()
        #expect(screen.navigation.titles == ["Practice", "Physics", SubjectListCopy.allSubjectsTitle])
        let allSubjects = try #require(screen.navigation.topViewController as? MVC.AllSubjectsViewController)
        screen.answer()
        let rows = allSubjects.view.allViews.compactMap { $0 as? Label }
            .filter { $0.accessibilityIdentifier?.hasPrefix("allSubjects.subject-") == true }.map(\.text)
        #expect(rows == ["Math ✓", "Chinese", "English", "Science ✓"])
        screen.navigation.simulateBack()
        screen.answer()
        #expect(screen.navigation.topViewController === detail)
        #expect(screen.backend.requests(to: .subjectDetails).count == 1)
    }

    @Test("All Subjects marks the link's subject, opened over the subject the link opened and by More after it")
    func allSubjectsMarksTheLink() throws {
        let screen = linkedList(4)
        let detail = try #require(screen.navigation.topViewController as? SubjectDetailViewController)
        try #require(detail.view.find(SubjectDetailID.allSubjects, as: Button.self)).simulateTap()
        let marked = ["Math ✓", "Chinese ✓", "English ✓", "Physics ✓ · from your link", "Chemistry", "Biology", "History ✓"]
        #expect(try landedRows(screen) == marked)
        screen.navigation.simulateBack()
        screen.navigation.simulateBack()
        #expect(try rowsViaMore(screen) == marked)
    }

    @Test("A link the list does not show opens nothing and is dropped, yet More's All Subjects marks its subject")
    func droppedLinkStillMarked() throws {
        let screen = linkedList(5)
        #expect(screen.navigation.titles == ["Practice"])
        #expect(try rowsViaMore(screen) == ["Math ✓", "Chinese ✓", "English ✓", "Physics ✓", "Chemistry · from your link",
                                            "Biology", "History ✓"])
    }
}
