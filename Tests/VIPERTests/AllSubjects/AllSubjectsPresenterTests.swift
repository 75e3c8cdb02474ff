// The All Subjects presenter alone, between a fake view and a fake interactor: when to load, what shows
// after each answer, the open subjects and the link's subject to mark, and the colours.
import SharedModel
import Testing
@testable import VIPER

@MainActor
private struct Harness {
    let view = FakeAllSubjectsView()
    let interactor = FakeAllSubjectsInteractor()
    let presenter: AllSubjectsPresenter

    init(theme: Theme = .day, linkedSubjectID: Int? = nil) {
        interactor.currentTheme = theme
        presenter = AllSubjectsPresenter(openSubjectIDs: [1], linkedSubjectID: linkedSubjectID, interactor: interactor)
        presenter.view = view
        presenter.viewDidLoad()
    }
}

private let math = Subject(id: 1, name: "Math", phases: [.junior])
private let physics = Subject(id: 4, name: "Physics", phases: [.junior])

/// Math is open, whatever the screen shows; `linked` is the link's subject, none unless given.
private func display(loading: Bool = false, subjects: [Subject] = [], linked: Int? = nil,
                     error: Bool = false) -> AllSubjectsDisplay {
    AllSubjectsDisplay(isLoading: loading, subjects: subjects, openSubjectIDs: [1], linkedSubjectID: linked,
                       isErrorVisible: error)
}

@Suite("All Subjects presenter")
@MainActor
struct AllSubjectsPresenterTests {
    @Test func loadingTheViewColoursTheScreenFollowsTheThemeAndShowsNothing() {
        let harness = Harness(theme: .night)
        #expect(harness.view.appliedColors == [AllSubjectsColors(text: .white, background: .charcoal)])
        #expect(harness.interactor.themeObservations == 1)
        #expect(harness.view.displays == [display()])
        #expect(harness.interactor.loads == 0)
    }

    @Test func onlyTheFirstAppearanceLoadsAndTheSubjectsLandWithTheOpenOnesToMark() {
        let harness = Harness()
        harness.presenter.viewWillAppear()
        #expect(harness.interactor.loads == 1)
        #expect(harness.view.last == display(loading: true))

        harness.presenter.viewWillAppear()
        #expect(harness.interactor.loads == 1)

        harness.presenter.didLoad(subjects: [math, physics])
        #expect(harness.view.last == display(subjects: [math, physics]))
    }

    @Test func aFailedLoadShowsTheErrorWithRetryAndRetryLoadsAgain() {
        let harness = Harness()
        harness.presenter.viewWillAppear()
        harness.presenter.didFailToLoadSubjects(with: .noConnection)
        #expect(harness.view.last == display(error: true))

        harness.presenter.didTapRetry()
        #expect(harness.interactor.loads == 2)
        #expect(harness.view.last == display(loading: true))

        harness.presenter.didLoad(subjects: [math])
        #expect(harness.view.last == display(subjects: [math]))
    }

    @Test func theLinksSubjectIsMarkedInEveryDisplayFromTheFirstToTheSubjectsARetryBrings() {
        let harness = Harness(linkedSubjectID: 4)
        #expect(harness.view.displays == [display(linked: 4)])

        harness.presenter.viewWillAppear()
        harness.presenter.didFailToLoadSubjects(with: .noConnection)
        #expect(harness.view.last == display(linked: 4, error: true))

        harness.presenter.didTapRetry()
        harness.presenter.didLoad(subjects: [math, physics])
        #expect(harness.view.last == display(subjects: [math, physics], linked: 4))
    }

    @Test func theScreenFollowsEveryThemeTheInteractorReports() {
        let harness = Harness()
        harness.presenter.themeDidChange(to: .night)
        #expect(harness.view.appliedColors == [
            AllSubjectsColors(text: .black, background: .white),
            AllSubjectsColors(text: .white, background: .charcoal),
        ])
    }
}
