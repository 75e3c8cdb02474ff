// Teaches: the Practice screen of every architecture in the catalogue, and the subject detail screen it
// pushes, driven through generated sessions and checked against the reference model after every step
// (docs/SPEC.md §3, §6, §7.1).
import Architectures
import SharedModel
import Testing

@MainActor
@Suite("Generated sessions: Practice")
struct PracticeSessionTests {
    @Test("Every starting point and story is a session a user can perform, within the run-time budget")
    func sessionsAreWellFormed() {
        let prefixes: [Prefix<PracticeModel>] = PracticeScripts.manualPrefixes + PracticeScripts.immediatePrefixes
            + SubjectDetailScripts.manualPrefixes + SubjectDetailScripts.immediatePrefixes
        for prefix in prefixes {
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
        #expect(SubjectDetailScripts.exhaustiveManual.count <= SessionBudget.maximumExhaustiveSessions,
                "\(SubjectDetailScripts.exhaustiveManual.count) exhaustive subject detail screen sessions with answers landing later")
        #expect(SubjectDetailScripts.exhaustiveImmediate.count <= SessionBudget.maximumExhaustiveSessions,
                "\(SubjectDetailScripts.exhaustiveImmediate.count) exhaustive subject detail screen sessions with answers landing at once")
    }

    @Test("Stories the issue names match the model", arguments: Architecture.allCases, PracticeStories.all)
    func stories(architecture: Architecture, story: Story<PracticeModel>) throws {
        guard PracticeModel.opensSubjectDetail(story.script) else {
            SessionCheck.run(PracticeScreenDriver.self, architecture: architecture, scripts: [story.script])
            return
        }
        try checkChange(.subjectDetail, in: architecture) {
            SessionCheck.run(PracticeScreenDriver.self, architecture: architecture, scripts: [story.script])
        }
    }

    @Test("Every session of three events from each starting point matches the model, answers landing later",
          arguments: Architecture.allCases)
    func exhaustiveManual(architecture: Architecture) throws {
        try checkChange(.subjectDetail, in: architecture) {
            SessionCheck.run(PracticeScreenDriver.self, architecture: architecture, scripts: PracticeScripts.exhaustiveManual)
        }
    }

    @Test("Every session of three events from each starting point matches the model, answers landing at once",
          arguments: Architecture.allCases)
    func exhaustiveImmediate(architecture: Architecture) throws {
        try checkChange(.subjectDetail, in: architecture) {
            SessionCheck.run(PracticeScreenDriver.self, architecture: architecture, scripts: PracticeScripts.exhaustiveImmediate)
        }
    }

    @Test("Every session of three events from each subject detail screen starting point matches the model, answers landing later",
          arguments: Architecture.allCases)
    func exhaustiveSubjectManual(architecture: Architecture) throws {
        try checkChange(.subjectDetail, in: architecture) {
            SessionCheck.run(PracticeScreenDriver.self, architecture: architecture, scripts: SubjectDetailScripts.exhaustiveManual)
        }
    }

    @Test("Every session of three events from each subject detail screen starting point matches the model, answers landing at once",
          arguments: Architecture.allCases)
    func exhaustiveSubjectImmediate(architecture: Architecture) throws {
        try checkChange(.subjectDetail, in: architecture) {
            SessionCheck.run(PracticeScreenDriver.self, architecture: architecture, scripts: SubjectDetailScripts.exhaustiveImmediate)
        }
    }

    @Test("Seeded random sessions match the model, answers landing later", arguments: Architecture.allCases)
    func randomManual(architecture: Architecture) throws {
        let scripts = PracticeScripts.random(.manual, count: SessionBudget.randomManualCount, base: 0x30_0000)
        try checkChange(.subjectDetail, in: architecture) {
            SessionCheck.run(PracticeScreenDriver.self, architecture: architecture, scripts: scripts)
        }
    }

    @Test("Seeded random sessions match the model, answers landing at once", arguments: Architecture.allCases)
    func randomImmediate(architecture: Architecture) throws {
        let scripts = PracticeScripts.random(.immediate, count: SessionBudget.randomImmediateCount, base: 0x40_0000)
        try checkChange(.subjectDetail, in: architecture) {
            SessionCheck.run(PracticeScreenDriver.self, architecture: architecture, scripts: scripts)
        }
    }
}
