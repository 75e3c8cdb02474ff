/// Everything a screen of any architecture may reach: the backend (through API managers), the
/// scheduler that decides when answers land, the session store and the theme. One per app run;
/// tests and the benchmark build one per case.
@MainActor
public final class AppEnvironment {
    public let scheduler: any Scheduler
    public let backend: FakeBackend
    public let sessionStore: SessionStore
    public let themeStore: ThemeStore

    public init(scheduler: any Scheduler, theme: Theme = .day) {
        self.scheduler = scheduler
        backend = FakeBackend(scheduler: scheduler)
        sessionStore = SessionStore()
        themeStore = ThemeStore(theme)
    }

    /// The transport every API manager sends through.
    public var transport: any Transport { backend }

    /// Signs the good account in without a request, as if an earlier launch had.
    public func signIn() {
        sessionStore.store(backend.issueSession(for: SampleData.goodCredentials.username))
    }
}
