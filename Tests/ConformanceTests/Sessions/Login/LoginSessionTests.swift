// Teaches: the login screen of every architecture in the catalogue, driven through generated
// sessions and checked against the reference model after every step (docs/SPEC.md §2, §6).
import Architectures
import SharedModel
import Testing

@MainActor
@Suite("Generated sessions: login")
struct LoginSessionTests {
    @Test("Every starting point and story is a session a user can perform, within the run-time budget")
    func sessionsAreWellFormed() {
        for prefix in LoginScripts.manualPrefixes + LoginScripts.immediatePrefixes {
            let unreached = prefix.unreachedEvent.map { String(describing: $0) } ?? "none"
            #expect(prefix.unreachedEvent == nil, "\(prefix.name): \(unreached) does not reach the screen")
        }
        for story in LoginStories.all {
            let prefix = Prefix<LoginModel>(name: story.name, start: story.script.start, events: story.script.events)
            #expect(prefix.unreachedEvent == nil, "\(story.name): an event does not reach the screen")
        }
        #expect(LoginScripts.exhaustiveManual.count <= SessionBudget.maximumExhaustiveSessions,
                "\(LoginScripts.exhaustiveManual.count) exhaustive sessions with answers landing later")
        #expect(LoginScripts.exhaustiveImmediate.count <= SessionBudget.maximumExhaustiveSessions,
                "\(LoginScripts.exhaustiveImmediate.count) exhaustive sessions with answers landing at once")
    }

    @Test("Stories the issue names match the model", arguments: Architecture.allCases, LoginStories.all)
    func stories(architecture: Architecture, story: Story<LoginModel>) {
        SessionCheck.run(LoginScreenDriver.self, architecture: architecture, scripts: [story.script])
    }

    @Test("Every session of three events from each starting point matches the model, answers landing later",
          arguments: Architecture.allCases)
    func exhaustiveManual(architecture: Architecture) {
        SessionCheck.run(LoginScreenDriver.self, architecture: architecture, scripts: LoginScripts.exhaustiveManual)
    }

    @Test("Every session of three events from each starting point matches the model, answers landing at once",
          arguments: Architecture.allCases)
    func exhaustiveImmediate(architecture: Architecture) {
        SessionCheck.run(LoginScreenDriver.self, architecture: architecture, scripts: LoginScripts.exhaustiveImmediate)
    }

    @Test("Seeded random sessions match the model, answers landing later", arguments: Architecture.allCases)
    func randomManual(architecture: Architecture) {
        let scripts = LoginScripts.random(.manual, count: SessionBudget.randomManualCount, base: 0x10_0000)
        SessionCheck.run(LoginScreenDriver.self, architecture: architecture, scripts: scripts)
    }

    @Test("Seeded random sessions match the model, answers landing at once", arguments: Architecture.allCases)
    func randomImmediate(architecture: Architecture) {
        let scripts = LoginScripts.random(.immediate, count: SessionBudget.randomImmediateCount, base: 0x20_0000)
        SessionCheck.run(LoginScreenDriver.self, architecture: architecture, scripts: scripts)
    }
}
