import Architectures
import Foundation
import SharedModel
import ViewKit

/// Both answers of a pull to refresh landing at once until the list is rendered, for a catalogue of
/// `subjectCount` subjects, every one switched on. One iteration is one pull to refresh; pulls
/// alternate between the two ``LandingCatalogues``.
@MainActor
final class ListLandingWork: MeasuredWork {
    private let environment: AppEnvironment
    private let subjectList: SubjectListDriver
    private let bodies: [Data]
    private let expected: [ExpectedList]
    /// Which catalogue the last landing served.
    private var shown = 0

    init(architecture: Architecture, subjectCount: Int) throws(CheckFailure) {
        environment = AppEnvironment(scheduler: ImmediateScheduler())
        environment.signIn()
        let catalogues = LandingCatalogues(subjectCount: subjectCount)
        bodies = catalogues.bodies
        expected = catalogues.expected
        environment.backend.settings = catalogues.settings
        environment.backend.serveCatalogueBody(bodies[0])
        SetUpMarks.fixtureMade()
        subjectList = try SubjectListDriver(host: ScreenHost(root: architecture.makeSubjectListScreen(environment: environment)))
        try subjectList.checkLoaded(expected[0], theme: .day)
    }

    func run(iterations: Int) {
        let backend = environment.backend
        let list = subjectList.list
        var next = shown
        for _ in 0..<iterations {
            next = 1 - next
            backend.serveCatalogueBody(bodies[next])
            backend.clearRecordedRequests()
            list.simulatePullToRefresh()
        }
        shown = next
    }

    /// The screen shows the catalogue the last pull served; then two more pulls, each checked, so
    /// that every landing is seen to replace the cells with the other catalogue's.
    func check() throws(CheckFailure) {
        try checkLastLanding()
        for _ in 0..<2 {
            run(iterations: 1)
            try checkLastLanding()
        }
    }

    private func checkLastLanding() throws(CheckFailure) {
        // The last pull really sent both requests and both landed; a pull ignored because the last
        // refresh never ended would send nothing and time nothing.
        let routes = environment.backend.requests.map { $0.route }.compactMap { $0 }
        try subjectList.host.expect(Set(routes), [.subjects, .userSubjects], "the routes of the last refresh")
        try subjectList.host.expect(routes.count, 2, "the requests of the last refresh")
        try subjectList.host.expect(environment.backend.requests.allSatisfy { $0.state == .answered }, true, "both answered")
        try subjectList.checkLoaded(expected[shown], theme: .day)
    }
}
