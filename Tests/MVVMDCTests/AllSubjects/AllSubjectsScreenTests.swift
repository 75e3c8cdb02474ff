import Testing
import SharedModel
import SharedViews
import ViewKit
@testable import MVVMDC

/// All Subjects over MVVM-DC's subject list, as the list pushes it with the phase and the open subjects
/// it shows: the view controller glues its data controller, the factory and the view. (The conformance
/// suite checks every rule of the spec; these follow one path each.)
@MainActor
@Suite struct AllSubjectsScreenTests {
    let environment: AppEnvironment
    let scheduler: ManualScheduler
    let navigation = NavigationController(rootViewController: ViewController())

    /// The subject list on screen and loaded: Math, Chinese, English, Physics, History, More.
    init() {
        (environment, scheduler) = makeEnvironment()
        Window(rootViewController: navigation).makeKeyAndVisible()
        navigation.pushViewController(MVVMDCArchitecture.makeSubjectListScreen(environment: environment))
        scheduler.runUntilIdle()
    }

    private func widget<V: View>(_ identifier: String, as type: V.Type) throws -> V {
        try #require(navigation.topViewController?.view.find(identifier, as: type))
    }

    /// Selects More, the list's last cell, which pushes All Subjects.
    private func selectMore() throws {
        try #require(navigation.viewControllers[1].view.find(SubjectListID.list, as: CollectionView.self)).simulateSelectItem(at: 5)
    }

    /// The rows All Subjects shows, top first.
    private func rows() throws -> [String] {
        try #require(navigation.topViewController).view.allViews
            .filter { $0.accessibilityIdentifier?.hasPrefix("allSubjects.subject-") == true }
            .compactMap { ($0 as? Label)?.text }
    }

    @Test func moreOpensAllSubjectsWhichLoadsThePhasesSubjectsOnceAndMarksTheOpenOnes() throws {
        try selectMore()
        #expect(navigation.titles == ["", "Practice", "All Subjects"])
        #expect(navigation.topViewController is MVVMDC.AllSubjectsViewController)
        #expect(try widget(AllSubjectsID.loading, as: ActivityIndicatorView.self).isAnimating)
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.answered, .inFlight])

        scheduler.runUntilIdle()

        #expect(try !widget(AllSubjectsID.loading, as: ActivityIndicatorView.self).isAnimating)
        #expect(try rows() == ["Math ✓", "Chinese ✓", "English ✓", "Physics ✓", "Chemistry", "Biology", "History ✓"])
        #expect(environment.backend.requests(to: .subjects).count == 2)
    }

    @Test func aFailedLoadShowsRetryWhichLoadsAgain() throws {
        environment.backend.inject(.noConnection, on: .subjects, once: true)
        try selectMore()
        scheduler.runUntilIdle()
        #expect(try widget(AllSubjectsID.error, as: Label.self).isVisibleInTree)
        #expect(try rows().isEmpty)

        try widget(AllSubjectsID.retry, as: Button.self).simulateTap()
        #expect(try widget(AllSubjectsID.loading, as: ActivityIndicatorView.self).isAnimating)
        #expect(try widget(AllSubjectsID.error, as: Label.self).isHidden)
        #expect(try widget(AllSubjectsID.retry, as: Button.self).isHidden)

        scheduler.runUntilIdle()
        #expect(try rows().count == 7)
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.answered, .answered, .answered])
    }

    @Test func theScreenWearsTheThemeAndFollowsItAtOnce() throws {
        try selectMore()
        #expect(try widget(AllSubjectsID.screen, as: View.self).backgroundColor == .white)
        environment.themeStore.apply(.night)
        #expect(try widget(AllSubjectsID.screen, as: View.self).backgroundColor == .charcoal)

        scheduler.runUntilIdle()
        #expect(try widget(AllSubjectsID.row(subjectID: 1), as: Label.self).textColor == .white)
        environment.themeStore.apply(.day)
        #expect(try widget(AllSubjectsID.row(subjectID: 1), as: Label.self).textColor == .black)
        #expect(try widget(AllSubjectsID.screen, as: View.self).backgroundColor == .white)
    }
}
