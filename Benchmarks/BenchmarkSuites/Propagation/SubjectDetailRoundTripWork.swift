import Architectures
import SharedModel
import ViewKit

/// A subject opened from the loaded subject list with answers landing at once: the first subject
/// is selected, the same architecture's subject detail screen is pushed, sends its request and shows
/// the details; then the user goes back, which pops (and releases) it, so the next selection starts
/// from the same list. One iteration is one round trip, the pop included.
@MainActor
final class SubjectDetailRoundTripWork: MeasuredWork {
    private let environment: AppEnvironment
    private let subjectList: SubjectListDriver
    /// The subject screen the last round trip pushed, kept only to check what it showed.
    private var lastPushed: SubjectDetailDriver?

    init(architecture: Architecture) throws(CheckFailure) {
        environment = AppEnvironment(scheduler: ImmediateScheduler())
        environment.signIn()
        subjectList = try SubjectListDriver(host: ScreenHost(root: architecture.makeSubjectListScreen(environment: environment)))
        try subjectList.checkLoaded(.sampleData, theme: .day)
    }

    func run(iterations: Int) {
        let backend = environment.backend
        let navigation = subjectList.host.navigation
        let list = subjectList.list
        for _ in 0..<iterations {
            backend.clearRecordedRequests()
            list.simulateSelectItem(at: 0)
            navigation.simulateBack()
        }
    }

    func check() throws(CheckFailure) {
        // The last round trip sent one request for the first subject's details, which was answered.
        let requests = environment.backend.requests
        let first = ExpectedList.sampleData.openSubjects[0]
        try subjectList.host.expect(requests.map(\.request.path), [Route.subjectDetailsPath(id: first.id)], "the requests of one round trip")
        try subjectList.host.expect(requests.allSatisfy { $0.state == .answered }, true, "the details answered")
        // One more, held on the subject screen to see what it shows, then back to the list as it was.
        subjectList.list.simulateSelectItem(at: 0)
        let detail = try SubjectDetailDriver(host: subjectList.host)
        try detail.checkLoaded(id: first.id, name: first.name)
        subjectList.host.navigation.simulateBack()
        try subjectList.host.expect(subjectList.host.navigation.viewControllers.count, 1, "screens on the stack after back")
        try subjectList.checkLoaded(.sampleData, theme: .day)
    }
}
