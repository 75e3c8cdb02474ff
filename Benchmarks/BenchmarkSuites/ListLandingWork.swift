import Architectures
import SharedModel
import ViewKit

/// Both answers of a pull to refresh landing at once until the list is rendered, for a catalogue of
/// `subjectCount` subjects, every one switched on. One iteration is one pull to refresh.
@MainActor
final class ListLandingWork: MeasuredWork {
    private let environment: AppEnvironment
    private let practice: SubjectListDriver
    private let expected: ExpectedList

    init(architecture: Architecture, subjectCount: Int) throws(CheckFailure) {
        environment = AppEnvironment(scheduler: ImmediateScheduler())
        environment.signIn()
        let catalogue = SampleData.catalogue(count: subjectCount)
        environment.backend.catalogue = catalogue
        environment.backend.settings = SampleData.settings(allOn: catalogue)
        expected = .generated(count: subjectCount)
        practice = try SubjectListDriver(host: ScreenHost(root: architecture.makeSubjectListScreen(environment: environment)))
        try practice.checkLoaded(expected, theme: .day)
    }

    func run(iterations: Int) {
        let backend = environment.backend
        let list = practice.list
        for _ in 0..<iterations {
            backend.clearRecordedRequests()
            list.simulatePullToRefresh()
        }
    }

    func check() throws(CheckFailure) {
        // The last pull really sent both requests and both landed; a pull ignored because the last
        // refresh never ended would send nothing and time nothing.
        let routes = environment.backend.requests.map { $0.route }.compactMap { $0 }
        try practice.host.expect(Set(routes), [.subjects, .userSubjects], "the routes of the last refresh")
        try practice.host.expect(routes.count, 2, "the requests of the last refresh")
        try practice.host.expect(environment.backend.requests.allSatisfy { $0.state == .answered }, true, "both answered")
        try practice.checkLoaded(expected, theme: .day)
    }
}
