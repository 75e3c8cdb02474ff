import Architectures
import SharedModel
import ViewKit

/// A subject switched off from its screen and the switch-off reaching the list, with answers
/// landing at once: the first subject is opened (its details land), Switch Off is tapped, the answer
/// lands, the screen pops and the subject list drops the subject without a request. The server then
/// has the subject on again and a pull to refresh brings it back, so that every iteration starts from
/// the same list; that refresh is the same landing of the sample list (5 subjects and More) in every
/// architecture, so it adds the same work to each. One iteration is one such cycle.
@MainActor
final class SwitchOffWork: MeasuredWork {
    private let environment: AppEnvironment
    private let subjectList: SubjectListDriver
    /// The settings of the sample user, every switch-off undone.
    private let settings: UserSubjectSettings

    init(architecture: Architecture) throws(CheckFailure) {
        environment = AppEnvironment(scheduler: ImmediateScheduler())
        environment.signIn()
        settings = environment.backend.settings
        subjectList = try SubjectListDriver(host: ScreenHost(root: architecture.makeSubjectListScreen(environment: environment)))
        try subjectList.checkLoaded(.sampleData, theme: .day)
    }

    func run(iterations: Int) {
        for _ in 0..<iterations {
            switchOffFirst()
            refreshWithFirstOn()
        }
    }

    private func switchOffFirst() {
        environment.backend.clearRecordedRequests()
        subjectList.list.simulateSelectItem(at: 0)
        subjectList.host.navigation.topViewController?.view.find("subjectDetail.switchOff", as: Button.self)?.simulateTap()
    }

    private func refreshWithFirstOn() {
        environment.backend.settings = settings
        subjectList.list.simulatePullToRefresh()
    }

    /// The last cycle left the whole list; then the cycle once more, in its two halves, each
    /// checked: after the switch-off the list shows the sample subjects without the first, having sent
    /// only the details and the switch-off; after the refresh it shows all of them again.
    func check() throws(CheckFailure) {
        let host = subjectList.host
        try subjectList.checkLoaded(.sampleData, theme: .day)
        let first = ExpectedList.sampleData.openSubjects[0]
        switchOffFirst()
        let requests = environment.backend.requests
        try host.expect(requests.map(\.request.path), [Route.subjectDetailsPath(id: first.id), Route.switchOff.path],
                        "the requests of one switch-off")
        try host.expect(requests.allSatisfy { $0.state == .answered }, true, "both answered")
        try host.expect(host.navigation.viewControllers.count, 1, "screens on the stack after the switch-off")
        try subjectList.checkLoaded(ExpectedList(openSubjects: Array(ExpectedList.sampleData.openSubjects.dropFirst())),
                                 theme: .day)
        refreshWithFirstOn()
        try subjectList.checkLoaded(.sampleData, theme: .day)
    }
}
