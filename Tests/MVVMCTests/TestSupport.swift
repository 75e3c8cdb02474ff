// Test support: a coordinator that records what its view model asks of it, and the login view
// model's submit as the controller hands the user's actions on.
@testable import MVVMC
import SharedModel

/// Stands in for both flows' coordinators: records every move a view model asks for, and what the
/// subject list view model reports.
@MainActor
final class CoordinatorSpy: LoginViewModelCoordinatorDelegate, SubjectListViewModelCoordinatorDelegate,
    SubjectDetailViewModelCoordinatorDelegate {
    private(set) var loginsReported = 0
    private(set) var shown: [SubjectListViewModel.Destination] = []
    /// The subjects reported switched off, in order.
    private(set) var switchedOff: [Int] = []
    /// How many times the subject detail view model asked for All Subjects.
    private(set) var allSubjectsAsked = 0
    /// The titles of the cells of each successful load reported, in order.
    private(set) var loadsReported: [[String]] = []
    /// Runs when a login is reported, to see what the view model had done by then.
    var onLogin: (() -> Void)?

    func loginDidSucceed() {
        loginsReported += 1
        onLogin?()
    }

    func show(_ destination: SubjectListViewModel.Destination) {
        shown.append(destination)
    }

    func listDidLoad(cells: [SubjectCellData]) {
        loadsReported.append(cells.map(\.title))
    }

    func switchOffDidSucceed(subjectID: Int) {
        switchedOff.append(subjectID)
    }

    func showAllSubjects() {
        allSubjectsAsked += 1
    }
}

extension LoginViewModel {
    /// Types both fields, then taps Log In, as the controller hands the user's actions on.
    func submit(username: String, password: String) {
        userTyped(username, in: .username)
        userTyped(password, in: .password)
        submit()
    }
}
