import Architectures
import SharedModel
import ViewKit

/// A theme change with the loaded subject list on screen: the shared model layer publishes the
/// new theme and every visible cell must take its colours. One iteration is night then day: two
/// events, ending where it began. Each event ends with the screen brought up to date, as the next
/// frame would (``UpdateCycle/flush()``): a screen that updates from observation tracking does its
/// work then, and may not skip it by coalescing night and day into nothing.
@MainActor
final class ThemeChangeWork: MeasuredWork {
    private let environment: AppEnvironment
    private let subjectList: SubjectListDriver

    init(architecture: Architecture) throws(CheckFailure) {
        environment = AppEnvironment(scheduler: ImmediateScheduler())
        environment.signIn()
        // Answers land at once, so the first appearance leaves the list loaded.
        let host = ScreenHost(root: architecture.makeSubjectListScreen(environment: environment))
        subjectList = try SubjectListDriver(host: host)
        try subjectList.checkLoaded(.sampleData, theme: .day)
    }

    func run(iterations: Int) {
        let themes = environment.themeStore
        for _ in 0..<iterations {
            themes.apply(.night)
            UpdateCycle.flush()
            themes.apply(.day)
            UpdateCycle.flush()
        }
    }

    func check() throws(CheckFailure) {
        // The loop ends on the theme it started with, which an unchanged screen would also show;
        // so the check changes the theme once more each way and looks at every visible cell.
        try subjectList.checkLoaded(.sampleData, theme: environment.themeStore.current)
        for theme in [Theme.night, .day] {
            environment.themeStore.apply(theme)
            try subjectList.checkVisibleCells(.sampleData, theme: theme)
        }
        try subjectList.host.expect(environment.backend.requests.count, 2, "requests sent (only the first load's)")
    }
}
