// The login presenter on its own: every decision of the login screen, observed through a spy view.
import Foundation
@testable import MVP
import SharedModel
import Testing

@Suite("Login presenter")
@MainActor
struct LoginPresenterTests {
    // MARK: Initial state and validation

    @Test func showsTheInitialStateWhenTheViewLoads() {
        let fixture = LoginFixture()
        #expect(fixture.view.instruction == "")
        #expect(fixture.view.invalidFields.isEmpty)
        #expect(fixture.view.submitEnabled == false)
        #expect(fixture.view.fieldsEnabled == true)
        #expect(fixture.view.busy == false)
        #expect(fixture.backend.requests.isEmpty)
    }

    @Test(arguments: [
        ("", "Username is required"),
        ("abc", "Username must be at least 6 characters"),
        (String(repeating: "a", count: 25), "Username must be at most 24 characters"),
        ("student01", ""),
        (String(repeating: "e\u{301}", count: 6), ""),
        ("👨‍👩‍👧‍👦abcd", "Username must be at least 6 characters"),
    ])
    func checksTheUsernameRulesInOrder(username: String, message: String) {
        let fixture = LoginFixture()
        fixture.presenter.usernameChanged(to: username)
        #expect(fixture.view.instruction == message)
        #expect(fixture.view.invalidFields == (message.isEmpty ? [] : [.username]))
    }

    @Test(arguments: [
        ("", "Password is required"),
        ("12345", "Password must be at least 6 characters"),
        (String(repeating: "p", count: 25), "Password must be at most 24 characters"),
        (String(repeating: "p", count: 24), ""),
    ])
    func checksThePasswordRulesInOrder(password: String, message: String) {
        let fixture = LoginFixture()
        fixture.type(username: "student01", password: password)
        #expect(fixture.view.instruction == message)
        #expect(fixture.view.invalidFields == (message.isEmpty ? [] : [.password]))
    }

    @Test("B1 The username's message comes before the password's; each field's rules apply in order")
    func showsTheUsernameProblemBeforeThePasswordProblem() {
        let fixture = LoginFixture()
        fixture.type(username: "abc", password: "")
        #expect(fixture.view.instruction == "Username must be at least 6 characters")
        #expect(fixture.view.invalidFields == [.username, .password])

        // Each field shows its first broken rule: empty breaks "at least 6" too, but "required" wins.
        fixture.presenter.usernameChanged(to: "")
        #expect(fixture.view.instruction == "Username is required")
        fixture.presenter.usernameChanged(to: String(repeating: "a", count: 25))
        #expect(fixture.view.instruction == "Username must be at most 24 characters")
        fixture.presenter.usernameChanged(to: "student01")
        #expect(fixture.view.instruction == "Password is required")
        fixture.presenter.passwordChanged(to: "abc")
        #expect(fixture.view.instruction == "Password must be at least 6 characters")
        #expect(fixture.view.invalidFields == [.password])
    }

    @Test func saysNothingAboutAFieldTheUserHasNotTouched() {
        let fixture = LoginFixture()
        fixture.presenter.usernameChanged(to: "student01")
        #expect(fixture.view.instruction == "")
        #expect(fixture.view.invalidFields.isEmpty)
        #expect(fixture.view.submitEnabled == false)

        let other = LoginFixture()
        other.presenter.passwordChanged(to: "abc")
        #expect(other.view.instruction == "Password must be at least 6 characters")
        #expect(other.view.invalidFields == [.password])
    }

    @Test(arguments: [
        ("student01", "secret123", true),
        ("student01", "short", false),
        ("short", "secret123", false),
        ("", "", false),
    ])
    func enablesSubmitOnlyWhenBothFieldsAreValid(username: String, password: String, enabled: Bool) {
        let fixture = LoginFixture()
        fixture.type(username: username, password: password)
        #expect(fixture.view.submitEnabled == enabled)
    }

    // MARK: Submitting

    @Test func showsTheLoginInFlightAndSendsOneRequest() throws {
        let fixture = LoginFixture()
        fixture.submitGoodCredentials()
        #expect(fixture.view.instruction == "Signing in\u{2026}")
        #expect(fixture.view.fieldsEnabled == false)
        #expect(fixture.view.submitEnabled == false)
        #expect(fixture.view.busy == true)
        let requests = fixture.backend.requests(to: .login)
        try #require(requests.count == 1)
        #expect(requests[0].bodyFields == ["username": "student01", "password": "secret123"])
        #expect(requests[0].state == .inFlight)
    }

    @Test func sendsNothingForASecondTapWhileTheLoginIsInFlight() {
        let fixture = LoginFixture()
        fixture.submitGoodCredentials()
        fixture.presenter.submitTapped()
        #expect(fixture.backend.requests(to: .login).count == 1)
    }

    @Test func sendsNothingWhenTheFieldsAreInvalid() {
        let fixture = LoginFixture()
        fixture.type(username: "student01", password: "abc")
        fixture.presenter.submitTapped()
        #expect(fixture.backend.requests.isEmpty)
        #expect(fixture.view.busy == false)
    }

    @Test func returnInThePasswordFieldLogsInOnlyWhenLogInCould() {
        let fixture = LoginFixture()
        fixture.type(username: "student01", password: "abc")
        fixture.presenter.passwordReturned()
        #expect(fixture.backend.requests.isEmpty)
        fixture.type(username: "student01", password: "secret123")
        fixture.presenter.passwordReturned()
        #expect(fixture.view.instruction == "Signing in\u{2026}")
        #expect(fixture.backend.requests(to: .login).count == 1)
    }

    // MARK: Outcomes

    @Test func storesTheSessionAndAsksForTheSubjectListOnSuccess() {
        let fixture = LoginFixture()
        fixture.submitGoodCredentials()
        #expect(fixture.view.count(of: .showSubjectList) == 0)
        #expect(fixture.environment.sessionStore.session == nil)

        fixture.answer()
        #expect(fixture.environment.sessionStore.session?.username == "student01")
        #expect(fixture.environment.sessionStore.session?.token.isEmpty == false)
        #expect(fixture.view.count(of: .showSubjectList) == 1)
        #expect(fixture.view.calls.last == .showSubjectList)
        #expect(fixture.view.instruction == "")
        #expect(fixture.view.fieldsEnabled == true)
        #expect(fixture.view.busy == false)
    }

    @Test("B2 Signing in… while in flight, then the answer, then the fields' messages")
    func showsTheLoginThenItsAnswerThenTheFieldsMessages() {
        let fixture = LoginFixture()
        fixture.type(username: "student01", password: "wrong-password")
        fixture.presenter.submitTapped()
        #expect(fixture.view.instruction == "Signing in\u{2026}")

        fixture.answer()
        // The program cleared the password, so it is untouched: the answer shows, not its rule.
        #expect(fixture.view.instruction == "Incorrect username or password")
        #expect(fixture.view.count(of: .clearPassword) == 1)

        fixture.presenter.passwordChanged(to: "abc")
        #expect(fixture.view.instruction == "Password must be at least 6 characters")
    }

    @Test func clearsThePasswordOnWrongCredentials() {
        let fixture = LoginFixture()
        fixture.type(username: "student01", password: "wrong-password")
        fixture.presenter.submitTapped()
        fixture.answer()
        #expect(fixture.view.instruction == "Incorrect username or password")
        #expect(fixture.view.count(of: .clearPassword) == 1)
        // The cleared password is untouched: no red, and submit waits for a new one.
        #expect(fixture.view.invalidFields.isEmpty)
        #expect(fixture.view.submitEnabled == false)
        #expect(fixture.view.fieldsEnabled == true)
        #expect(fixture.view.busy == false)
        #expect(fixture.view.count(of: .showSubjectList) == 0)
        #expect(fixture.environment.sessionStore.session == nil)
    }

    @Test("B3 Typing in either field clears the last login's answer", arguments: [true, false])
    func keepsTheAnswerUntilTheUserTypesAgain(inUsername: Bool) {
        let fixture = LoginFixture()
        fixture.type(username: "student01", password: "wrong-password")
        fixture.presenter.submitTapped()
        fixture.answer()
        fixture.presenter.submitTapped()
        #expect(fixture.view.instruction == "Incorrect username or password")

        // Valid text either way, so nothing takes the answer's place.
        if inUsername {
            fixture.presenter.usernameChanged(to: "student02")
        } else {
            fixture.presenter.passwordChanged(to: "secret")
        }
        #expect(fixture.view.instruction == "")
        fixture.presenter.passwordChanged(to: "abc")
        #expect(fixture.view.instruction == "Password must be at least 6 characters")
    }

    @Test(arguments: [Fault.noConnection, .timeout])
    func asksToCheckTheConnectionWhenTheServerCannotBeReached(fault: Fault) {
        let fixture = LoginFixture()
        fixture.backend.inject(fault, on: .login)
        fixture.submitGoodCredentials()
        fixture.answer()
        #expect(fixture.view.instruction == "Can't reach the server. Check your connection and try again.")
        #expect(fixture.view.count(of: .clearPassword) == 0)
        #expect(fixture.view.submitEnabled == true)
        #expect(fixture.view.fieldsEnabled == true)
        #expect(fixture.view.busy == false)
    }

    @Test(arguments: [Fault.status(500), .status(503), .status(404), .malformedJSON, .unexpectedJSON,
                      .body(Data(#"{"token":"","username":"student01"}"#.utf8))])
    func showsTheGenericMessageForAnyOtherFailure(fault: Fault) {
        let fixture = LoginFixture()
        fixture.backend.inject(fault, on: .login)
        fixture.submitGoodCredentials()
        fixture.answer()
        #expect(fixture.view.instruction == "Something went wrong. Please try again.")
        #expect(fixture.view.count(of: .clearPassword) == 0)
        #expect(fixture.view.submitEnabled == true)
        #expect(fixture.view.busy == false)
        #expect(fixture.view.count(of: .showSubjectList) == 0)
        #expect(fixture.environment.sessionStore.session == nil)
    }

    @Test func handsTheLinkedSubjectOnToTheFirstSubjectListALoginShowsOnly() {
        let fixture = LoginFixture(linkedSubjectID: physics.id)
        fixture.type(username: "student01", password: "wrong-password")
        fixture.presenter.submitTapped()
        fixture.answer()
        #expect(fixture.view.linkedSubjectIDs.isEmpty)

        fixture.submitGoodCredentials()
        fixture.answer()
        #expect(fixture.view.linkedSubjectIDs == [physics.id])
        // The form keeps its text, so the user can log in again: that subject list opens nothing.
        fixture.presenter.submitTapped()
        fixture.answer()
        #expect(fixture.view.linkedSubjectIDs == [physics.id, nil])
    }

    @Test func canTryAgainAfterAFailure() {
        let fixture = LoginFixture()
        fixture.backend.inject(.noConnection, on: .login, once: true)
        fixture.submitGoodCredentials()
        fixture.answer()
        fixture.presenter.submitTapped()
        #expect(fixture.backend.requests(to: .login).count == 2)
        fixture.answer()
        #expect(fixture.view.count(of: .showSubjectList) == 1)
    }
}
