// The subject list's logic at unit level, B5 to B9 of docs/unit-behaviours.md (B4 is the store's).
// The store fetches and keeps; what the screen shows after each load, the theme and where a cell
// leads are SubjectListViewController's, so each test builds the controller with its store and list
// view on a window, lets it appear, and reads what the list view shows.
@testable import MVCS
import SharedModel
import SharedViews
import Testing
import ViewKit

@Suite("MVCS subject list view controller")
@MainActor
struct SubjectListViewControllerTests {
    private let screen: MVCSScreen<SubjectListViewController>

    init() {
        screen = Self.subjectList()
    }

    /// The subject list, appeared, handed `linkedSubjectID`, with `prepare` applied to the server
    /// before it asks.
    private static func subjectList(linkedSubjectID: Int? = nil,
                                 prepare: (FakeBackend) -> Void = { _ in }) -> MVCSScreen<SubjectListViewController> {
        MVCSScreen(signedIn: true, prepare: prepare) {
            SubjectListViewController(store: SubjectListStore(environment: $0), themeStore: $0.themeStore, mediator: $1,
                                      linkedSubjectID: linkedSubjectID)
        }
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
        // The server answers as it is when asked: the retry's answers hold the old data.
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

    /// The controller asks the mediator for the screen a cell leads to and pushes it.
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
        #expect(screen.navigation.topViewController is SubjectDetailViewController)
        screen.navigation.simulateBack()
        let more = try titles.count - 1
        try list.simulateSelectItem(at: more)
        #expect(screen.navigation.topViewController?.title == SubjectListCopy.allSubjectsTitle)
    }

    /// The controller hands All Subjects, in the mediator's parameters, what its store keeps now.
    @Test("More opens All Subjects with the list's current phase and the subjects it shows now, after a switch-off and a refresh")
    func allSubjectsGetsWhatTheListShows() throws {
        screen.answer()
        try list.simulateSelectItem(at: 3)
        screen.answer()
        #expect(screen.navigation.titles == ["Practice", "Physics"])
        try #require(screen.navigation.topViewController?.view.find(SubjectDetailID.switchOff, as: Button.self)).simulateTap()
        screen.answer()
        #expect(try allSubjectsRows() == ["Math ✓", "Chinese ✓", "English ✓", "Physics", "Chemistry", "Biology", "History ✓"])

        screen.navigation.simulateBack()
        screen.backend.settings = UserSubjectSettings(currentPhase: .primary, entries: [
            UserSubject(subjectID: 1, status: .on, updatedTime: 1),
            UserSubject(subjectID: 8, status: .on, updatedTime: 1),
        ])
        try list.simulatePullToRefresh()
        screen.answer()
        #expect(try allSubjectsRows() == ["Math ✓", "Chinese", "English", "Science ✓"])
    }

    /// Selects More, lets the catalogue land, and reads All Subjects' rows in catalogue order.
    private func allSubjectsRows() throws -> [String] {
        try list.simulateSelectItem(at: titles.count - 1)
        screen.answer()
        let allSubjects = try #require(screen.navigation.topViewController as? MVCS.AllSubjectsViewController)
        return SampleData.catalogue.compactMap { allSubjects.view.find(AllSubjectsID.row(subjectID: $0.id), as: Label.self)?.text }
    }

    /// The controller opens the linked subject with the call a tap on its cell makes, through the mediator.
    @Test("The linked subject opens as a tap on its cell opens it when the list first shows, after a failed load too, once")
    func linkedSubjectOpensOnce() throws {
        let screen = Self.subjectList(linkedSubjectID: 4) { $0.inject(.noConnection, on: .subjects, once: true) }
        screen.answer()
        #expect(screen.navigation.titles == ["Practice"])
        try screen.widget(SubjectListID.retry, Button.self).simulateTap()
        screen.answer()
        #expect(screen.navigation.titles == ["Practice", "Physics"])
        #expect(screen.navigation.topViewController is SubjectDetailViewController)
        screen.navigation.simulateBack()
        try screen.widget(SubjectListID.list, CollectionView.self).simulatePullToRefresh()
        screen.answer()
        #expect(screen.navigation.titles == ["Practice"])
        #expect(screen.backend.requests(to: .subjectDetails).map(\.request.path) == ["/subjects/4"])
    }

    @Test("A linked subject the list does not show opens nothing and asks nothing more", arguments: [5, 99])
    func linkedSubjectOffTheList(id: Int) throws {
        let screen = Self.subjectList(linkedSubjectID: id)
        screen.answer()
        #expect(screen.navigation.titles == ["Practice"])
        #expect(try !screen.widget(SubjectListID.list, CollectionView.self).isHidden)
        #expect(screen.backend.requests(to: .subjectDetails).isEmpty)
    }
}
