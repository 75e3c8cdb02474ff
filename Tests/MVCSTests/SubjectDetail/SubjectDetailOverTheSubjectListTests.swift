// The subject detail screen as the subject list opens it: through the mediator, with the callbacks the subject list puts
// in the parameters. A switch-off that succeeds reaches the subject list by the first alone: the subject list's
// store drops the subject, the list shows it gone with no new load, and the subject's screen is popped. All Subjects
// on the subject's screen opens with what the second answers at the tap: what the subject list's store keeps then.
@testable import MVCS
import SharedModel
import SharedViews
import Testing
import ViewKit

@Suite("MVCS subject detail over the subject list")
@MainActor
struct SubjectDetailOverTheSubjectListTests {
    /// The subject list, appeared and loaded, with its store at hand, after `prepare` has set the server up.
    private static func subjectList(prepare: (FakeBackend) -> Void = { _ in })
        -> (screen: MVCSScreen<SubjectListViewController>, store: SubjectListStore?) {
        var store: SubjectListStore?
        let screen = MVCSScreen<SubjectListViewController>(signedIn: true, prepare: prepare) { environment, mediator in
            let owned = SubjectListStore(environment: environment)
            store = owned
            return SubjectListViewController(store: owned, themeStore: environment.themeStore, mediator: mediator)
        }
        screen.answer()
        return (screen, store)
    }

    /// Selects the item at `index` and lets the subject's details land; returns the screen on top.
    private static func open(_ index: Int, on screen: MVCSScreen<SubjectListViewController>) throws -> ViewController {
        try screen.widget(SubjectListID.list, CollectionView.self).simulateSelectItem(at: index)
        screen.answer()
        return try #require(screen.navigation.topViewController)
    }

    private static func tapSwitchOff(on subject: ViewController) throws {
        try #require(subject.view.find(SubjectDetailID.switchOff, as: Button.self)).simulateTap()
    }

    /// Taps All Subjects on the subject's screen and lets the catalogue land; returns the rows of the screen it
    /// pushed, in catalogue order.
    private static func allSubjectsRows(from subject: ViewController,
                                        on screen: MVCSScreen<SubjectListViewController>) throws -> [String] {
        try #require(subject.view.find(SubjectDetailID.allSubjects, as: Button.self)).simulateTap()
        screen.answer()
        let allSubjects = try #require(screen.navigation.topViewController as? MVCS.AllSubjectsViewController)
        return SampleData.catalogue.compactMap {
            allSubjects.view.find(AllSubjectsID.row(subjectID: $0.id), as: Label.self)?.text
        }
    }

    /// The titles of the list's visible cells, in order.
    private static func titles(_ screen: MVCSScreen<SubjectListViewController>) throws -> [String] {
        try screen.widget(SubjectListID.list, CollectionView.self).visibleCells.map {
            $0.cell.find(SubjectListID.cellTitle, as: Label.self)?.text ?? "?"
        }
    }

    @Test("A switch-off that succeeds drops the subject from the subject list's store at once, with no new load, and pops back")
    func successReachesTheSubjectList() throws {
        let (screen, store) = Self.subjectList()
        let subject = try Self.open(3, on: screen)
        #expect(screen.navigation.titles == ["Practice", "Physics"])
        try Self.tapSwitchOff(on: subject)
        #expect(store?.subjects.map(\.title) == ["Math", "Chinese", "English", "Physics", "History"])

        screen.answer()
        #expect(screen.navigation.titles == ["Practice"])
        #expect(store?.subjects.map(\.title) == ["Math", "Chinese", "English", "History"])
        #expect(try Self.titles(screen) == ["Math", "Chinese", "English", "History", "More"])
        #expect(try screen.widget(SubjectListID.empty, Label.self).isHidden)
        #expect(screen.backend.requests(to: .subjects).count == 1)
        #expect(screen.backend.requests(to: .userSubjects).count == 1)
    }

    @Test("Switching off the last open subject leaves the subject list empty")
    func lastSubject() throws {
        let (screen, store) = Self.subjectList {
            $0.catalogue = SampleData.catalogue(count: 1)
            $0.settings = SampleData.settings(allOnUpTo: 1)
        }
        try Self.tapSwitchOff(on: Self.open(0, on: screen))
        screen.answer()
        #expect(screen.navigation.titles == ["Practice"])
        #expect(store?.subjects.isEmpty == true)
        #expect(try Self.titles(screen) == ["More"])
        #expect(try !screen.widget(SubjectListID.empty, Label.self).isHidden)
    }

    @Test("A switch-off that fails leaves the subject list and its store as they were")
    func failureLeavesTheSubjectList() throws {
        let (screen, store) = Self.subjectList { $0.inject(.status(500), on: .switchOff, once: true) }
        let subject = try Self.open(3, on: screen)
        try Self.tapSwitchOff(on: subject)
        screen.answer()
        #expect(screen.navigation.titles == ["Practice", "Physics"])
        #expect(store?.subjects.map(\.title) == ["Math", "Chinese", "English", "Physics", "History"])
        screen.navigation.simulateBack()
        #expect(try Self.titles(screen) == ["Math", "Chinese", "English", "Physics", "History", "More"])
    }

    @Test("All Subjects on a subject's screen opens over it with what the list shows, a switch-off since included; back loads nothing")
    func allSubjectsGetsWhatTheListShows() throws {
        let (screen, _) = Self.subjectList()
        try Self.tapSwitchOff(on: Self.open(3, on: screen))
        screen.answer()
        let math = try Self.open(0, on: screen)
        #expect(try Self.allSubjectsRows(from: math, on: screen)
                == ["Math ✓", "Chinese ✓", "English ✓", "Physics", "Chemistry", "Biology", "History ✓"])
        #expect(screen.navigation.titles == ["Practice", "Math", "All Subjects"])

        screen.navigation.simulateBack()
        #expect(screen.navigation.titles == ["Practice", "Math"])
        #expect(screen.backend.requests(to: .subjectDetails).map(\.request.path) == ["/subjects/4", "/subjects/1"])
    }

    @Test("A refresh that lands beneath a subject's screen changes the phase and the open subjects its All Subjects opens with")
    func allSubjectsAfterARefreshBeneath() throws {
        let (screen, store) = Self.subjectList()
        screen.backend.settings = UserSubjectSettings(currentPhase: .primary, entries: [
            UserSubject(subjectID: 1, status: .on, updatedTime: 1),
            UserSubject(subjectID: 8, status: .on, updatedTime: 1),
        ])
        try screen.widget(SubjectListID.list, CollectionView.self).simulatePullToRefresh()
        let physics = try Self.open(3, on: screen)
        #expect(screen.navigation.titles == ["Practice", "Physics"])
        #expect(store?.currentPhase == .primary)
        #expect(try Self.allSubjectsRows(from: physics, on: screen) == ["Math ✓", "Chinese", "English", "Science ✓"])
    }
}
