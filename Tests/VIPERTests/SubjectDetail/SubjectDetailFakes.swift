// Small fakes for the subject detail module's boundaries: each records what it was asked.
import SharedModel
import ViewKit
@testable import VIPER

@MainActor
final class FakeSubjectDetailView: SubjectDetailViewInput {
    private(set) var displays: [SubjectDetailDisplay] = []
    private(set) var appliedColors: [SubjectDetailColors] = []

    var last: SubjectDetailDisplay? { displays.last }

    func display(_ screen: SubjectDetailDisplay) { displays.append(screen) }
    func apply(_ colors: SubjectDetailColors) { appliedColors.append(colors) }
}

@MainActor
final class FakeSubjectDetailInteractor: SubjectDetailInteractorInput {
    /// The subject of every load asked for.
    private(set) var loads: [Int] = []
    /// The subject of every switch-off asked for.
    private(set) var switchOffs: [Int] = []
    private(set) var themeObservations = 0
    var currentTheme: Theme = .day

    func loadDetails(subjectID id: Int) { loads.append(id) }
    func switchOff(subjectID id: Int) { switchOffs.append(id) }
    func observeTheme() { themeObservations += 1 }
}

@MainActor
final class FakeSubjectDetailRouter: SubjectDetailRouterInput {
    private(set) var closes = 0
    /// The phase and the open subject ids each All Subjects was shown with, in order.
    private(set) var allSubjectsShown: [FakeAllSubjectsBuilder.Build] = []

    func closeSubjectDetail() { closes += 1 }
    func showAllSubjects(currentPhase: Phase, openSubjectIDs: Set<Int>) {
        allSubjectsShown.append(FakeAllSubjectsBuilder.Build(currentPhase: currentPhase, openSubjectIDs: openSubjectIDs))
    }
}

@MainActor
final class FakeSubjectDetailInteractorOutput: SubjectDetailInteractorOutput {
    enum Event: Equatable {
        case loaded(SubjectDetails)
        case failedToLoad(APIError)
        case switchedOff
        case failedToSwitchOff(APIError)
        case theme(Theme)
    }

    private(set) var events: [Event] = []
    func didLoad(details: SubjectDetails) { events.append(.loaded(details)) }
    func didFailToLoadDetails(with error: APIError) { events.append(.failedToLoad(error)) }
    func didSwitchOff() { events.append(.switchedOff) }
    func didFailToSwitchOff(with error: APIError) { events.append(.failedToSwitchOff(error)) }
    func themeDidChange(to theme: Theme) { events.append(.theme(theme)) }
}

/// Stands in for the module that opened the subject detail screen: records every switch-off it hears of,
/// and answers what All Subjects needs with whatever the test sets.
@MainActor
final class FakeSubjectDetailModuleOutput: SubjectDetailModuleOutput {
    private(set) var switchedOff: [Int] = []
    /// Its answer to what All Subjects needs; nil, as a list that shows nothing yet.
    var allSubjectsNeeds: (currentPhase: Phase, openSubjectIDs: Set<Int>)?
    private(set) var allSubjectsAsks = 0

    func subjectDetailDidSwitchOff(subjectID id: Int) { switchedOff.append(id) }
    func phaseAndOpenSubjectsForAllSubjects() -> (currentPhase: Phase, openSubjectIDs: Set<Int>)? {
        allSubjectsAsks += 1
        return allSubjectsNeeds
    }
}

/// Builds the subject detail screen as a plain view controller titled with the subject's name, and
/// records what it was asked for.
@MainActor
final class FakeSubjectDetailBuilder: SubjectDetailModuleBuilding {
    struct Build: Equatable {
        var subjectID: Int
        var name: String
    }

    private(set) var builds: [Build] = []
    /// The module output of the last build; weak, as the real module holds it.
    private(set) weak var moduleOutput: (any SubjectDetailModuleOutput)?

    func build(subjectID id: Int, name: String, moduleOutput: any SubjectDetailModuleOutput) -> ViewController {
        builds.append(Build(subjectID: id, name: name))
        self.moduleOutput = moduleOutput
        let screen = ViewController()
        screen.title = name
        return screen
    }
}
