// Teaches: the login screen of every architecture in the catalogue, driven through generated
// walks and checked against the reference model after every step (docs/SPEC.md §2, §6).
import Architectures
import SharedModel
import Testing

@MainActor
@Suite("Generated walks: login")
struct LoginWalkTests {
    @Test("Every starting point and story is a walk a user can perform, within the run-time budget")
    func walksAreWellFormed() {
        for prefix in LoginScripts.manualPrefixes + LoginScripts.immediatePrefixes {
            let unreached = prefix.unreachedEvent.map { String(describing: $0) } ?? "none"
            #expect(prefix.unreachedEvent == nil, "\(prefix.name): \(unreached) does not reach the screen")
        }
        for story in LoginStories.all {
            let prefix = Prefix<LoginModel>(name: story.name, start: story.script.start, events: story.script.events)
            #expect(prefix.unreachedEvent == nil, "\(story.name): an event does not reach the screen")
        }
        #expect(LoginScripts.exhaustiveManual.count <= WalkBudget.maximumExhaustiveWalks,
                "\(LoginScripts.exhaustiveManual.count) exhaustive walks with answers landing later")
        #expect(LoginScripts.exhaustiveImmediate.count <= WalkBudget.maximumExhaustiveWalks,
                "\(LoginScripts.exhaustiveImmediate.count) exhaustive walks with answers landing at once")
    }

    @Test("Stories the issue names match the model", arguments: Architecture.allCases, LoginStories.all)
    func stories(architecture: Architecture, story: Story<LoginModel>) {
        WalkCheck.run(LoginScreenDriver.self, architecture: architecture, scripts: [story.script])
    }

    @Test("Every walk of three events from each starting point matches the model, answers landing later",
          arguments: Architecture.allCases)
    func exhaustiveManual(architecture: Architecture) {
        WalkCheck.run(LoginScreenDriver.self, architecture: architecture, scripts: LoginScripts.exhaustiveManual)
    }

    @Test("Every walk of three events from each starting point matches the model, answers landing at once",
          arguments: Architecture.allCases)
    func exhaustiveImmediate(architecture: Architecture) {
        WalkCheck.run(LoginScreenDriver.self, architecture: architecture, scripts: LoginScripts.exhaustiveImmediate)
    }

    @Test("Seeded random walks match the model, answers landing later", arguments: Architecture.allCases)
    func randomManual(architecture: Architecture) {
        let scripts = LoginScripts.random(.manual, count: WalkBudget.randomManualCount, base: 0x10_0000)
        WalkCheck.run(LoginScreenDriver.self, architecture: architecture, scripts: scripts)
    }

    @Test("Seeded random walks match the model, answers landing at once", arguments: Architecture.allCases)
    func randomImmediate(architecture: Architecture) {
        let scripts = LoginScripts.random(.immediate, count: WalkBudget.randomImmediateCount, base: 0x20_0000)
        WalkCheck.run(LoginScreenDriver.self, architecture: architecture, scripts: scripts)
    }
}
