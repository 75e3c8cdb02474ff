// The subject detail presenter alone, between a fake view, a fake interactor, a fake router and a fake
// module output: when to load, what shows after each answer, when Switch Off is sent, what a
// switch-off that succeeded sets off, and what All Subjects opens with.
import SharedModel
import SharedViews
import Testing
@testable import VIPER

@MainActor
private struct Harness {
    let view = FakeSubjectDetailView()
    let interactor = FakeSubjectDetailInteractor()
    let router = FakeSubjectDetailRouter()
    let moduleOutput = FakeSubjectDetailModuleOutput()
    let presenter: SubjectDetailPresenter

    init(theme: Theme = .day) throws {
        interactor.currentTheme = theme
        presenter = SubjectDetailPresenter(subjectID: 4, interactor: interactor, router: router)
        presenter.view = view
        presenter.moduleOutput = moduleOutput
        presenter.viewDidLoad()
    }

    /// The screen appears and Physics' details land.
    func appearAndLoad() {
        presenter.viewWillAppear()
        presenter.didLoad(details: physics)
    }
}

private let physics = SubjectDetails(id: 4, name: "Physics", description: "All about forces.", chapterCount: 10)
/// Physics' details as the view is told to show them.
private var physicsShown: SubjectDetailDisplay.Details {
    SubjectDetailDisplay.Details(description: "All about forces.", chapters: "10 chapters")
}

private func display(loading: Bool = false, details: SubjectDetailDisplay.Details? = nil,
                     failure: SubjectDetailFailure? = nil, switching: Bool = false) -> SubjectDetailDisplay {
    SubjectDetailDisplay(isLoading: loading, details: details, failure: failure, isSwitching: switching)
}

@Suite("Subject detail presenter")
@MainActor
struct SubjectDetailPresenterTests {
    @Test func loadingTheViewColoursTheScreenFollowsTheThemeAndShowsNothing() throws {
        let harness = try Harness(theme: .night)
        #expect(harness.view.appliedColors == [SubjectDetailColors(text: .white, background: .charcoal)])
        #expect(harness.interactor.themeObservations == 1)
        #expect(harness.view.displays == [display()])
        #expect(harness.interactor.loads.isEmpty)
    }

    @Test func onlyTheFirstAppearanceLoadsTheSubjectsDetails() throws {
        let harness = try Harness()
        harness.presenter.viewWillAppear()
        #expect(harness.interactor.loads == [4])
        #expect(harness.view.last == display(loading: true))

        harness.presenter.viewWillAppear()
        #expect(harness.interactor.loads == [4])
    }

    @Test func theDetailsLandInTheDescriptionAndTheChapters() throws {
        let harness = try Harness()
        harness.appearAndLoad()
        #expect(harness.view.last == display(details: physicsShown))
    }

    @Test(arguments: [(0, "0 chapters"), (1, "1 chapter"), (12, "12 chapters")])
    func theChaptersAreCountedInWords(count: Int, words: String) throws {
        let harness = try Harness()
        harness.presenter.viewWillAppear()
        harness.presenter.didLoad(details: SubjectDetails(id: 4, name: "Physics", description: "x", chapterCount: count))
        #expect(harness.view.last?.details?.chapters == words)
    }

    @Test func aFailedLoadShowsTheErrorWithRetryAndRetryLoadsAgain() throws {
        let harness = try Harness()
        harness.presenter.viewWillAppear()
        harness.presenter.didFailToLoadDetails(with: .noConnection)
        #expect(harness.view.last == display(failure: .load))

        harness.presenter.didTapRetry()
        #expect(harness.interactor.loads == [4, 4])
        #expect(harness.view.last == display(loading: true))

        harness.presenter.didLoad(details: physics)
        #expect(harness.view.last == display(details: physicsShown))
    }

    @Test func switchOffGreysAtOnceAndAsksTheInteractorOnce() throws {
        let harness = try Harness()
        harness.appearAndLoad()

        harness.presenter.didTapSwitchOff()
        #expect(harness.interactor.switchOffs == [4])
        #expect(harness.view.last == display(details: physicsShown, switching: true))

        harness.presenter.didTapSwitchOff()
        #expect(harness.interactor.switchOffs == [4])
    }

    @Test func switchOffDoesNothingBeforeTheDetailsHaveLanded() throws {
        let harness = try Harness()
        harness.presenter.viewWillAppear()
        harness.presenter.didTapSwitchOff()
        harness.presenter.didFailToLoadDetails(with: .timedOut)
        harness.presenter.didTapSwitchOff()
        #expect(harness.interactor.switchOffs.isEmpty)
    }

    @Test func aSwitchOffThatSucceedsTellsTheModuleOutputAndClosesTheScreen() throws {
        let harness = try Harness()
        harness.appearAndLoad()
        harness.presenter.didTapSwitchOff()
        #expect(harness.moduleOutput.switchedOff.isEmpty)
        #expect(harness.router.closes == 0)

        harness.presenter.didSwitchOff()

        #expect(harness.moduleOutput.switchedOff == [4])
        #expect(harness.router.closes == 1)
    }

    @Test(arguments: [APIError.noConnection, .timedOut, .unauthorized, .server(status: 500)])
    func aFailedSwitchOffSaysWhyWithoutRetryAndTellsNoOne(error: APIError) throws {
        let harness = try Harness()
        harness.appearAndLoad()
        harness.presenter.didTapSwitchOff()

        harness.presenter.didFailToSwitchOff(with: error)

        #expect(harness.view.last == display(details: physicsShown, failure: .switchOff))
        #expect(harness.moduleOutput.switchedOff.isEmpty)
        #expect(harness.router.closes == 0)
    }

    @Test func switchingOffAgainHidesTheEarlierFailure() throws {
        let harness = try Harness()
        harness.appearAndLoad()
        harness.presenter.didTapSwitchOff()
        harness.presenter.didFailToSwitchOff(with: .noConnection)

        harness.presenter.didTapSwitchOff()

        #expect(harness.interactor.switchOffs == [4, 4])
        #expect(harness.view.last == display(details: physicsShown, switching: true))
    }

    @Test func theScreenFollowsEveryThemeTheInteractorReports() throws {
        let harness = try Harness()
        harness.presenter.themeDidChange(to: .night)
        harness.presenter.themeDidChange(to: .day)
        #expect(harness.view.appliedColors == [
            SubjectDetailColors(text: .black, background: .white),
            SubjectDetailColors(text: .white, background: .charcoal),
            SubjectDetailColors(text: .black, background: .white),
        ])
    }

    // MARK: All Subjects

    @Test func allSubjectsOpensThroughTheRouterWithWhatTheModuleOutputGivesAtEachTap() throws {
        let harness = try Harness()
        harness.appearAndLoad()
        harness.moduleOutput.allSubjectsNeeds = (currentPhase: .junior, openSubjectIDs: [1, 4])
        harness.presenter.didTapAllSubjects()
        // A load of the list beneath lands while the subject is on top.
        harness.moduleOutput.allSubjectsNeeds = (currentPhase: .primary, openSubjectIDs: [1, 8])
        harness.presenter.didTapAllSubjects()

        #expect(harness.moduleOutput.allSubjectsAsks == 2)
        #expect(harness.router.allSubjectsShown == [
            FakeAllSubjectsBuilder.Build(currentPhase: .junior, openSubjectIDs: [1, 4]),
            FakeAllSubjectsBuilder.Build(currentPhase: .primary, openSubjectIDs: [1, 8]),
        ])
        #expect(harness.view.last == display(details: physicsShown), "the subject stays as it was")
        #expect(harness.interactor.loads == [4])
    }

    @Test func allSubjectsOpensNothingBeforeTheDetailsLandNorWhileASwitchOffIsInFlight() throws {
        let harness = try Harness()
        harness.moduleOutput.allSubjectsNeeds = (currentPhase: .junior, openSubjectIDs: [1, 4])
        harness.presenter.viewWillAppear()
        harness.presenter.didTapAllSubjects()
        harness.presenter.didFailToLoadDetails(with: .noConnection)
        harness.presenter.didTapAllSubjects()
        harness.presenter.didTapRetry()
        harness.presenter.didLoad(details: physics)
        harness.presenter.didTapSwitchOff()
        harness.presenter.didTapAllSubjects()
        #expect(harness.router.allSubjectsShown.isEmpty)
        #expect(harness.moduleOutput.allSubjectsAsks == 0)

        harness.presenter.didFailToSwitchOff(with: .server(status: 500))
        harness.presenter.didTapAllSubjects()
        #expect(harness.router.allSubjectsShown == [
            FakeAllSubjectsBuilder.Build(currentPhase: .junior, openSubjectIDs: [1, 4]),
        ])
    }

    @Test func allSubjectsOpensNothingWhenTheModuleOutputHasNothingToGive() throws {
        let harness = try Harness()
        harness.appearAndLoad()
        harness.presenter.didTapAllSubjects()
        #expect(harness.moduleOutput.allSubjectsAsks == 1)
        #expect(harness.router.allSubjectsShown.isEmpty)
    }
}
