// Small fakes for the All Subjects module's boundaries: each records what it was asked.
import SharedModel
import ViewKit
@testable import VIPER

@MainActor
final class FakeAllSubjectsView: AllSubjectsViewInput {
    private(set) var displays: [AllSubjectsDisplay] = []
    private(set) var appliedColors: [AllSubjectsColors] = []

    var last: AllSubjectsDisplay? { displays.last }

    func display(_ screen: AllSubjectsDisplay) { displays.append(screen) }
    func apply(_ colors: AllSubjectsColors) { appliedColors.append(colors) }
}

@MainActor
final class FakeAllSubjectsInteractor: AllSubjectsInteractorInput {
    private(set) var loads = 0
    private(set) var themeObservations = 0
    var currentTheme: Theme = .day

    func loadSubjects() { loads += 1 }
    func observeTheme() { themeObservations += 1 }
}

@MainActor
final class FakeAllSubjectsInteractorOutput: AllSubjectsInteractorOutput {
    enum Event: Equatable {
        case loaded([Subject])
        case failed(APIError)
        case theme(Theme)
    }

    private(set) var events: [Event] = []
    func didLoad(subjects: [Subject]) { events.append(.loaded(subjects)) }
    func didFailToLoadSubjects(with error: APIError) { events.append(.failed(error)) }
    func themeDidChange(to theme: Theme) { events.append(.theme(theme)) }
}

/// Builds All Subjects as a plain, titled view controller and records what each build was given.
@MainActor
final class FakeAllSubjectsBuilder: AllSubjectsModuleBuilding {
    struct Build: Equatable {
        var currentPhase: Phase
        var openSubjectIDs: Set<Int>
    }

    private(set) var builds: [Build] = []

    func build(currentPhase: Phase, openSubjectIDs: Set<Int>) -> ViewController {
        builds.append(Build(currentPhase: currentPhase, openSubjectIDs: openSubjectIDs))
        let screen = ViewController()
        screen.title = "Fake All Subjects"
        return screen
    }
}
