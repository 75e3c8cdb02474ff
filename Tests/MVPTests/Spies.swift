// Spy views: they implement the view protocols and record what the presenters ask of them, so a
// presenter can be tested with no widget at all.
@testable import MVP
import SharedModel

/// Records every call a login presenter makes, and what the screen would show now.
@MainActor
final class SpyLoginView: LoginViewProtocol {
    enum Call: Equatable {
        case instruction(String)
        case markField(CredentialField, invalid: Bool)
        case enableSubmit(Bool)
        case enableFields(Bool)
        case busy(Bool)
        case clearPassword
        case showSubjectList
    }

    private(set) var calls: [Call] = []
    private(set) var instruction: String?
    private(set) var invalidFields: Set<CredentialField> = []
    private(set) var submitEnabled: Bool?
    private(set) var fieldsEnabled: Bool?
    private(set) var busy: Bool?
    /// The linked subject handed on with each subject list asked for, in order.
    private(set) var linkedSubjectIDs: [Int?] = []

    func count(of call: Call) -> Int { calls.filter { $0 == call }.count }

    func showInstruction(_ text: String) {
        calls.append(.instruction(text))
        instruction = text
    }

    func markField(_ field: CredentialField, invalid: Bool) {
        calls.append(.markField(field, invalid: invalid))
        if invalid { invalidFields.insert(field) } else { invalidFields.remove(field) }
    }

    func enableSubmit(_ enabled: Bool) {
        calls.append(.enableSubmit(enabled))
        submitEnabled = enabled
    }

    func enableFields(_ enabled: Bool) {
        calls.append(.enableFields(enabled))
        fieldsEnabled = enabled
    }

    func showBusy(_ busy: Bool) {
        calls.append(.busy(busy))
        self.busy = busy
    }

    func clearPassword() { calls.append(.clearPassword) }
    func showSubjectList(linkedSubjectID: Int?) {
        calls.append(.showSubjectList)
        linkedSubjectIDs.append(linkedSubjectID)
    }
}

/// Records every call a subject list presenter makes, and what the screen would show now.
@MainActor
final class SpySubjectListView: SubjectListViewProtocol {
    enum Destination: Equatable {
        case subject(String)
        case allSubjects
    }

    private(set) var loadingCalls: [Bool] = []
    private(set) var listVisible: Bool?
    /// Every array of cells shown, in order.
    private(set) var shownCells: [[SubjectCellData]] = []
    private(set) var emptyVisible: Bool?
    private(set) var errorVisible: Bool?
    private(set) var endRefreshingCount = 0
    private(set) var beginRefreshingCount = 0
    /// Every Refresh enabling, in order.
    private(set) var refreshEnabled: [Bool] = []
    private(set) var themes: [Theme] = []
    private(set) var destinations: [Destination] = []
    /// The subject ids of the screens asked for, in order.
    private(set) var subjectIDs: [Int] = []
    /// The current phase and the open subject ids each All Subjects asked for was given, in order.
    private(set) var currentPhases: [Phase] = []
    private(set) var openSubjectIDs: [Set<Int>] = []
    private(set) var closeSubjectCount = 0

    var loading: Bool? { loadingCalls.last }
    var cells: [SubjectCellData]? { shownCells.last }
    var titles: [String]? { cells?.map(\.title) }

    func showLoading(_ loading: Bool) { loadingCalls.append(loading) }
    func showList(_ visible: Bool) { listVisible = visible }
    func showCells(_ cells: [SubjectCellData]) { shownCells.append(cells) }
    func showEmptyMessage(_ visible: Bool) { emptyVisible = visible }
    func showError(_ visible: Bool) { errorVisible = visible }
    func endRefreshing() { endRefreshingCount += 1 }
    func beginRefreshing() { beginRefreshingCount += 1 }
    func enableRefresh(_ enabled: Bool) { refreshEnabled.append(enabled) }
    func showTheme(_ theme: Theme) { themes.append(theme) }
    func showSubject(id: Int, named name: String) {
        destinations.append(.subject(name))
        subjectIDs.append(id)
    }
    func showAllSubjects(currentPhase: Phase, openSubjectIDs: Set<Int>) {
        destinations.append(.allSubjects)
        currentPhases.append(currentPhase)
        self.openSubjectIDs.append(openSubjectIDs)
    }
    func closeSubject() { closeSubjectCount += 1 }
}

/// Records every call a subject detail presenter makes, and what the screen would show now.
@MainActor
final class SpySubjectDetailView: SubjectDetailViewProtocol {
    enum Failure: Equatable {
        case load
        case switchOff
    }

    private(set) var loadingCalls: [Bool] = []
    private(set) var switchingCalls: [Bool] = []
    private(set) var descriptionText: String?
    private(set) var chapterCount: Int?
    private(set) var failure: Failure?
    private(set) var themes: [Theme] = []

    var loading: Bool? { loadingCalls.last }
    var switching: Bool? { switchingCalls.last }

    func showLoading(_ loading: Bool) { loadingCalls.append(loading) }
    func showLoadFailure() { failure = .load }
    func showSwitchOffFailure() { failure = .switchOff }
    func hideFailure() { failure = nil }
    func showSwitching(_ switching: Bool) { switchingCalls.append(switching) }
    func showTheme(_ theme: Theme) { themes.append(theme) }

    func showDetails(description: String, chapterCount: Int) {
        descriptionText = description
        self.chapterCount = chapterCount
    }
}

/// Stands in for the list's presenter: records every subject it hears was switched off, and how
/// often it was asked for All Subjects.
@MainActor
final class SpySubjectDetailDelegate: SubjectDetailPresenterDelegate {
    private(set) var switchedOff: [Int] = []
    private(set) var allSubjectsAsked = 0

    func subjectDetailPresenter(_ presenter: SubjectDetailPresenter, didSwitchOffSubject id: Int) {
        switchedOff.append(id)
    }

    func subjectDetailPresenterDidAskForAllSubjects(_ presenter: SubjectDetailPresenter) {
        allSubjectsAsked += 1
    }
}

/// Records every call an All Subjects presenter makes, and what the screen would show now.
@MainActor
final class SpyAllSubjectsView: AllSubjectsViewProtocol {
    private(set) var loadingCalls: [Bool] = []
    private(set) var subjects: [Subject]?
    private(set) var openSubjectIDs: Set<Int>?
    /// The link's subject each showing of the subjects was given, in order.
    private(set) var linkedSubjectIDs: [Int?] = []
    private(set) var failureVisible: Bool?
    private(set) var themes: [Theme] = []

    var loading: Bool? { loadingCalls.last }

    func showLoading(_ loading: Bool) { loadingCalls.append(loading) }
    func showFailure(_ visible: Bool) { failureVisible = visible }
    func showTheme(_ theme: Theme) { themes.append(theme) }

    func showSubjects(_ subjects: [Subject], open openSubjectIDs: Set<Int>, linked linkedSubjectID: Int?) {
        self.subjects = subjects
        self.openSubjectIDs = openSubjectIDs
        linkedSubjectIDs.append(linkedSubjectID)
    }
}
