// Small fakes for the subject list module's boundaries: each records what it was asked.
import SharedModel
import ViewKit
@testable import VIPER

@MainActor
final class FakeSubjectListView: SubjectListViewInput {
    private(set) var displays: [SubjectListDisplay] = []
    private(set) var shownCells: [[SubjectCellData]] = []
    private(set) var appliedColors: [SubjectCellColors] = []
    private(set) var refreshEnds = 0
    private(set) var refreshBeginnings = 0

    var last: SubjectListDisplay? { displays.last }

    func display(_ screen: SubjectListDisplay) { displays.append(screen) }
    func show(_ cells: [SubjectCellData]) { shownCells.append(cells) }
    func apply(_ colors: SubjectCellColors) { appliedColors.append(colors) }
    func endRefreshing() { refreshEnds += 1 }
    func beginRefreshing() { refreshBeginnings += 1 }
}

@MainActor
final class FakeSubjectListInteractor: SubjectListInteractorInput {
    private(set) var loads = 0
    private(set) var themeObservations = 0
    var currentTheme: Theme = .day

    func loadOpenSubjects() { loads += 1 }
    func observeTheme() { themeObservations += 1 }
}

@MainActor
final class FakeSubjectListRouter: SubjectListRouterInput {
    enum Destination: Equatable {
        case subject(String)
        case allSubjects
    }

    private(set) var destinations: [Destination] = []
    /// The current phase and the open subject ids each All Subjects was shown with, in order.
    private(set) var currentPhases: [Phase] = []
    private(set) var openSubjectIDs: [Set<Int>] = []
    /// The module output the last subject detail screen was opened with.
    private(set) weak var subjectDetailOutput: (any SubjectDetailModuleOutput)?

    func showSubject(id: Int, named name: String, moduleOutput: any SubjectDetailModuleOutput) {
        destinations.append(.subject(name))
        subjectDetailOutput = moduleOutput
    }
    func showAllSubjects(currentPhase: Phase, openSubjectIDs: Set<Int>) {
        destinations.append(.allSubjects)
        currentPhases.append(currentPhase)
        self.openSubjectIDs.append(openSubjectIDs)
    }
}

@MainActor
final class FakeSubjectListInteractorOutput: SubjectListInteractorOutput {
    enum Event: Equatable {
        case loaded([Subject])
        case failed(APIError)
        case theme(Theme)
    }

    private(set) var events: [Event] = []
    /// The current phase each load came with, in order.
    private(set) var currentPhases: [Phase] = []
    func didLoad(openSubjects subjects: [Subject], currentPhase: Phase) {
        events.append(.loaded(subjects))
        currentPhases.append(currentPhase)
    }
    func didFailToLoadSubjects(with error: APIError) { events.append(.failed(error)) }
    func themeDidChange(to theme: Theme) { events.append(.theme(theme)) }
}
