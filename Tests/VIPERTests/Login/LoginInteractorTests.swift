// The login interactor alone, over the fake backend and a manual scheduler, reporting to a fake
// output: the use cases, with their real requests and the session they keep.
import SharedModel
import Testing
@testable import VIPER

@MainActor
private struct Harness {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let output = FakeLoginInteractorOutput()
    let interactor: LoginInteractor

    init() throws {
        environment = AppEnvironment(scheduler: scheduler)
        interactor = LoginInteractor(loginManager: LoginAPIManager(transport: environment.transport),
                                     sessionStore: environment.sessionStore)
        interactor.output = output
    }

    var loginRequests: [RecordedRequest] { environment.backend.requests(to: .login) }
}

@Suite("Login interactor")
@MainActor
struct LoginInteractorTests {
    @Test func validationFollowsTheSharedRules() throws {
        let harness = try Harness()
        #expect(harness.interactor.problem(with: "", as: .username) == .missing(.username))
        #expect(harness.interactor.problem(with: "e\u{301}e\u{301}e\u{301}", as: .password) == .tooShort(.password))
        #expect(harness.interactor.problem(with: String(repeating: "a", count: 25), as: .username) == .tooLong(.username))
        #expect(harness.interactor.problem(with: "student01", as: .username) == nil)
    }

    @Test func aLoginSendsOneRequestAndStoresTheSessionOnSuccess() throws {
        let harness = try Harness()
        harness.interactor.logIn(with: SampleData.goodCredentials)

        #expect(harness.loginRequests.count == 1)
        #expect(harness.loginRequests.first?.bodyFields == ["username": "student01", "password": "secret123"])
        #expect(harness.output.events.isEmpty)

        harness.scheduler.runUntilIdle()

        #expect(harness.output.events == [.succeeded])
        #expect(harness.environment.sessionStore.session?.username == "student01")
    }

    @Test func aSecondLoginWhileOneIsInFlightSendsNothing() throws {
        let harness = try Harness()
        harness.interactor.logIn(with: SampleData.goodCredentials)
        harness.interactor.logIn(with: SampleData.goodCredentials)
        harness.scheduler.runUntilIdle()

        #expect(harness.loginRequests.count == 1)
        #expect(harness.output.events == [.succeeded])
    }

    @Test func wrongCredentialsAreReportedAsUnauthorized() throws {
        let harness = try Harness()
        harness.interactor.logIn(with: Credentials(username: "student01", password: "wrong-password"))
        harness.scheduler.runUntilIdle()

        #expect(harness.output.events == [.failed(.unauthorized)])
        #expect(harness.environment.sessionStore.session == nil)
    }

    @Test(arguments: [
        (Fault.noConnection, APIError.noConnection),
        (.timeout, .timedOut),
        (.status(503), .server(status: 503)),
    ])
    func faultsAreReportedAsTheirError(fault: Fault, error: APIError) throws {
        let harness = try Harness()
        harness.environment.backend.inject(fault, on: .login)
        harness.interactor.logIn(with: SampleData.goodCredentials)
        harness.scheduler.runUntilIdle()

        #expect(harness.output.events == [.failed(error)])
    }

    @Test func aSuccessWithAnUnreadableBodyIsAFailureAndKeepsNoSession() throws {
        let harness = try Harness()
        harness.environment.backend.inject(.unexpectedJSON, on: .login)
        harness.interactor.logIn(with: SampleData.goodCredentials)
        harness.scheduler.runUntilIdle()

        guard case .failed(.malformed) = harness.output.events.first else {
            Issue.record("expected a malformed failure, got \(harness.output.events)")
            return
        }
        #expect(harness.environment.sessionStore.session == nil)
    }

    @Test func releasingTheInteractorCancelsItsRequestAndReportsNothing() throws {
        let scheduler = ManualScheduler()
        let environment = AppEnvironment(scheduler: scheduler)
        let output = FakeLoginInteractorOutput()
        weak var weakInteractor: LoginInteractor?
        weak var weakManager: LoginAPIManager?
        do {
            let manager = LoginAPIManager(transport: environment.transport)
            let interactor = LoginInteractor(loginManager: manager, sessionStore: environment.sessionStore)
            interactor.output = output
            weakInteractor = interactor
            weakManager = manager
            interactor.logIn(with: SampleData.goodCredentials)
        }
        #expect(weakInteractor == nil)
        #expect(weakManager == nil)
        #expect(environment.backend.requests(to: .login).map(\.state) == [.cancelled])

        scheduler.runUntilIdle()
        #expect(output.events.isEmpty)
    }
}
