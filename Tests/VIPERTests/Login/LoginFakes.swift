// Small fakes for the login module's boundaries: each records what it was asked.
import SharedModel
import ViewKit
@testable import VIPER

@MainActor
final class FakeLoginView: LoginViewInput {
    private(set) var displays: [LoginFormDisplay] = []
    private(set) var passwordClears = 0

    var last: LoginFormDisplay? { displays.last }

    func display(_ content: LoginFormDisplay) { displays.append(content) }
    func clearPassword() { passwordClears += 1 }
}

/// Breaks only two rules, so a test can tell which problem the presenter received: an empty text
/// is missing, the text "short" is too short; anything else passes.
@MainActor
final class FakeLoginInteractor: LoginInteractorInput {
    private(set) var logIns: [Credentials] = []

    func problem(with text: String, as field: CredentialField) -> CredentialProblem? {
        switch text {
        case "": .missing(field)
        case "short": .tooShort(field)
        default: nil
        }
    }

    func logIn(with credentials: Credentials) { logIns.append(credentials) }
}

@MainActor
final class FakeLoginRouter: LoginRouterInput {
    private(set) var subjectListShown = 0
    func showSubjectList() { subjectListShown += 1 }
}

@MainActor
final class FakeLoginInteractorOutput: LoginInteractorOutput {
    enum Event: Equatable {
        case succeeded
        case failed(APIError)
    }

    private(set) var events: [Event] = []
    func loginDidSucceed() { events.append(.succeeded) }
    func loginDidFail(with error: APIError) { events.append(.failed(error)) }
}

/// Builds the subject list as a plain, titled view controller and counts the builds.
@MainActor
final class FakeSubjectListBuilder: SubjectListModuleBuilding {
    private(set) var builds = 0
    /// The linked subject each build was given, in order.
    private(set) var linkedSubjectIDs: [Int?] = []

    func build(linkedSubjectID: Int?) -> ViewController {
        builds += 1
        linkedSubjectIDs.append(linkedSubjectID)
        let screen = ViewController()
        screen.title = "Fake Practice"
        return screen
    }
}
