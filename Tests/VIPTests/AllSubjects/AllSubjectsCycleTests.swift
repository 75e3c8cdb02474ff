// The All Subjects scene's interactor and presenter, with the view controller's display logic replaced by
// a spy, over the fake backend with answers landing only when the test runs the manual scheduler.
import SharedModel
import Testing
@testable import VIP
import ViewKit

@Suite("All Subjects interactor and presenter")
@MainActor
struct AllSubjectsCycleTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let cycle: AllSubjectsCycle

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        cycle = AllSubjectsCycle(environment: environment)
    }

    private var backend: FakeBackend { environment.backend }

    /// What the screen shows, in one value.
    private struct Shown: Equatable {
        var loading = false
        var names: [String] = []
        var failure = false
    }

    private var shown: Shown? {
        cycle.display.shown.map {
            Shown(loading: $0.isLoading, names: $0.subjects.map(\.name), failure: $0.isFailureVisible)
        }
    }

    /// The catalogue's junior subjects, in catalogue order: Science is offered in primary only.
    private var juniorShown: Shown {
        Shown(names: ["Math", "Chinese", "English", "Physics", "Chemistry", "Biology", "History"])
    }

    @Test func theFirstAppearanceLoadsTheCatalogueOnceAndKeepsThePhasesSubjects() {
        cycle.fetch(.firstAppearance)
        #expect(shown == Shown(loading: true))
        #expect(backend.requests(to: .subjects).map(\.state) == [.inFlight])

        scheduler.runUntilIdle()
        cycle.fetch(.firstAppearance)
        cycle.fetch(.retry)

        #expect(shown == juniorShown)
        #expect(cycle.display.shown?.openSubjectIDs == [1, 2, 3, 4, 7], "the open subjects to mark")
        #expect(backend.requests(to: .subjects).count == 1)
    }

    @Test("A failed load shows the error and Retry; Retry hides them, animates loading and loads again",
          arguments: [Fault.status(500), .noConnection, .malformedJSON])
    func aFailedLoadShowsRetryWhichLoadsAgain(fault: Fault) {
        backend.inject(fault, on: .subjects, once: true)
        cycle.fetch(.firstAppearance)
        scheduler.runUntilIdle()
        #expect(shown == Shown(failure: true))

        cycle.fetch(.retry)
        #expect(shown == Shown(loading: true))
        #expect(backend.requests(to: .subjects).map(\.state) == [.answered, .inFlight])

        scheduler.runUntilIdle()
        #expect(shown == juniorShown)
    }

    @Test("The subject to mark, or none, goes with every catalogue shown, through a failure and Retry, for its row to be marked",
          arguments: [nil, 4] as [Int?])
    func theSubjectToMarkGoesWithEveryCatalogueShown(markedSubjectID: Int?) {
        cycle.interactor.markedSubjectID = markedSubjectID
        backend.inject(.noConnection, on: .subjects, once: true)
        cycle.fetch(.firstAppearance)
        scheduler.runUntilIdle()
        cycle.fetch(.retry)
        scheduler.runUntilIdle()

        #expect(shown == juniorShown)
        #expect(cycle.display.catalogues.count == 4, "loading, failed, loading again, landed")
        #expect(cycle.display.catalogues.allSatisfy { $0.markedSubjectID == markedSubjectID })
    }

    @Test func theScreenFollowsTheTheme() {
        cycle.interactor.applyTheme(AllSubjects.ApplyTheme.Request())
        environment.themeStore.apply(.night)

        #expect(cycle.display.themes.map(\.backgroundColor) == [.white, .charcoal])
        #expect(cycle.display.themes.map(\.textColor) == [.black, .white])
    }
}
