import Testing
import SharedModel
@testable import MVVMDC

@MainActor
@Suite struct AuthDataControllerTests {
    let environment: AppEnvironment
    let scheduler: ManualScheduler
    let auth: AuthDataController
    let answers = Answers<Session>()

    init() {
        (environment, scheduler) = makeEnvironment(signedIn: false)
        auth = AuthDataController(environment: environment)
    }

    @Test func successStoresTheSessionBeforeAnswering() {
        var storedWhenAnswered: Session?
        auth.logIn(with: SampleData.goodCredentials) { [environment] result in
            storedWhenAnswered = environment.sessionStore.session
            answers.callback(result)
        }
        #expect(auth.isSigningIn)
        #expect(answers.count == 0)

        scheduler.runUntilIdle()

        #expect(!auth.isSigningIn)
        #expect(answers.count == 1)
        let session = try? answers.last?.get()
        #expect(session?.username == SampleData.goodCredentials.username)
        #expect(environment.sessionStore.session == session)
        #expect(storedWhenAnswered == session)
    }

    @Test func sendsOneLoginRequestWithTheCredentials() {
        auth.logIn(with: SampleData.goodCredentials, completion: answers.callback)
        let requests = environment.backend.requests(to: .login)
        #expect(requests.count == 1)
        #expect(requests.first?.bodyFields == ["username": "student01", "password": "secret123"])
    }

    @Test func wrongCredentialsAnswerUnauthorizedAndStoreNothing() {
        auth.logIn(with: Credentials(username: "student01", password: "wrong-password"), completion: answers.callback)
        scheduler.runUntilIdle()
        #expect(answers.lastError == .unauthorized)
        #expect(environment.sessionStore.session == nil)
    }

    @Test(arguments: [
        (Fault.noConnection, APIError.noConnection),
        (Fault.timeout, APIError.timedOut),
        (Fault.status(503), APIError.server(status: 503)),
    ])
    func transportAndServerFailuresAreAnsweredAsTheyAre(fault: Fault, expected: APIError) {
        environment.backend.inject(fault, on: .login)
        auth.logIn(with: SampleData.goodCredentials, completion: answers.callback)
        scheduler.runUntilIdle()
        #expect(answers.lastError == expected)
        #expect(environment.sessionStore.session == nil)
    }

    @Test func anUnreadableSessionIsAMalformedAnswer() {
        environment.backend.inject(.unexpectedJSON, on: .login)
        auth.logIn(with: SampleData.goodCredentials, completion: answers.callback)
        scheduler.runUntilIdle()
        guard case .malformed? = answers.lastError else {
            Issue.record("expected a malformed answer, got \(String(describing: answers.last))")
            return
        }
        #expect(environment.sessionStore.session == nil)
    }

    @Test func aSecondLoginWhileOneIsInFlightIsRefused() {
        let second = Answers<Session>()
        #expect(auth.logIn(with: SampleData.goodCredentials, completion: answers.callback))
        #expect(!auth.logIn(with: SampleData.goodCredentials, completion: second.callback))
        scheduler.runUntilIdle()
        #expect(environment.backend.requests(to: .login).count == 1)
        #expect(answers.count == 1)
        #expect(second.count == 0)
    }

    @Test func releasingItCancelsTheRequestAndAnswersNothing() {
        var dataController: AuthDataController? = AuthDataController(environment: environment)
        weak let released = dataController
        dataController?.logIn(with: SampleData.goodCredentials, completion: answers.callback)
        dataController = nil
        scheduler.runUntilIdle()
        #expect(released == nil)
        #expect(environment.backend.requests(to: .login).map(\.state) == [.cancelled])
        #expect(answers.count == 0)
        #expect(environment.sessionStore.session == nil)
    }
}
