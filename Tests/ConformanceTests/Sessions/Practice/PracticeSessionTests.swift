// Teaches: the Practice screen of every architecture in the catalogue, driven through generated
// sessions and checked against the reference model after every step (docs/SPEC.md §3, §6).
import Architectures
import SharedModel
import Testing

@MainActor
@Suite("Generated sessions: Practice")
struct PracticeSessionTests {
    @Test("Every starting point and story is a session a user can perform, within the run-time budget")
    func sessionsAreWellFormed() {
        for prefix in PracticeScripts.manualPrefixes + PracticeScripts.immediatePrefixes {
            let unreached = prefix.unreachedEvent.map { String(describing: $0) } ?? "none"
            #expect(prefix.unreachedEvent == nil, "\(prefix.name): \(unreached) does not reach the screen")
        }
        for story in PracticeStories.all {
            let prefix = Prefix<PracticeModel>(name: story.name, start: story.script.start, events: story.script.events)
            #expect(prefix.unreachedEvent == nil, "\(story.name): an event does not reach the screen")
        }
        #expect(PracticeScripts.exhaustiveManual.count <= SessionBudget.maximumExhaustiveSessions,
                "\(PracticeScripts.exhaustiveManual.count) exhaustive sessions with answers landing later")
        #expect(PracticeScripts.exhaustiveImmediate.count <= SessionBudget.maximumExhaustiveSessions,
                "\(PracticeScripts.exhaustiveImmediate.count) exhaustive sessions with answers landing at once")
    }

    @Test("Stories the issue names match the model", arguments: Architecture.allCases, PracticeStories.all)
    func stories(architecture: Architecture, story: Story<PracticeModel>) {
        SessionCheck.run(PracticeScreenDriver.self, architecture: architecture, scripts: [story.script])
    }

    @Test("Every session of three events from each starting point matches the model, answers landing later",
          arguments: Architecture.allCases)
    func exhaustiveManual(architecture: Architecture) {
        SessionCheck.run(PracticeScreenDriver.self, architecture: architecture, scripts: PracticeScripts.exhaustiveManual)
    }

    @Test("Every session of three events from each starting point matches the model, answers landing at once",
          arguments: Architecture.allCases)
    func exhaustiveImmediate(architecture: Architecture) {
        SessionCheck.run(PracticeScreenDriver.self, architecture: architecture, scripts: PracticeScripts.exhaustiveImmediate)
    }

    @Test("Seeded random sessions match the model, answers landing later", arguments: Architecture.allCases)
    func randomManual(architecture: Architecture) {
        let scripts = PracticeScripts.random(.manual, count: SessionBudget.randomManualCount, base: 0x30_0000)
        SessionCheck.run(PracticeScreenDriver.self, architecture: architecture, scripts: scripts)
    }

    @Test("Seeded random sessions match the model, answers landing at once", arguments: Architecture.allCases)
    func randomImmediate(architecture: Architecture) {
        let scripts = PracticeScripts.random(.immediate, count: SessionBudget.randomImmediateCount, base: 0x40_0000)
        SessionCheck.run(PracticeScreenDriver.self, architecture: architecture, scripts: scripts)
    }
}
