// Teaches: the Practice screen of every architecture in the catalogue, and the subject detail screen it
// pushes, driven through generated walks and checked against the reference model after every step
// (docs/SPEC.md §3, §6, §7.1, and §7.5's request). A walk that pushes All Subjects checks the change
// `all-subjects` too.
import Architectures
import SharedModel
import Testing

@MainActor
@Suite("Generated walks: Practice")
struct PracticeWalkTests {
    @Test("Every starting point and story is a walk a user can perform, within the run-time budget")
    func walksAreWellFormed() {
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
        #expect(PracticeScripts.exhaustiveManual.count <= WalkBudget.maximumExhaustiveWalks,
                "\(PracticeScripts.exhaustiveManual.count) exhaustive walks with answers landing later")
        #expect(PracticeScripts.exhaustiveImmediate.count <= WalkBudget.maximumExhaustiveWalks,
                "\(PracticeScripts.exhaustiveImmediate.count) exhaustive walks with answers landing at once")
        #expect(SubjectDetailScripts.exhaustiveManual.count <= WalkBudget.maximumExhaustiveWalks,
                "\(SubjectDetailScripts.exhaustiveManual.count) exhaustive subject detail screen walks with answers landing later")
        #expect(SubjectDetailScripts.exhaustiveImmediate.count <= WalkBudget.maximumExhaustiveWalks,
                "\(SubjectDetailScripts.exhaustiveImmediate.count) exhaustive subject detail screen walks with answers landing at once")
    }

    @Test("Stories the issue names match the model", arguments: Architecture.allCases, PracticeStories.all)
    func stories(architecture: Architecture, story: Story<PracticeModel>) throws {
        guard PracticeModel.opensSubjectDetail(story.script) else {
            try run([story.script], in: architecture)
            return
        }
        try checkChange(.subjectDetail, in: architecture) {
            try run([story.script], in: architecture)
        }
    }

    @Test("Every walk of three events from each starting point matches the model, answers landing later",
          arguments: Architecture.allCases)
    func exhaustiveManual(architecture: Architecture) throws {
        try checkChange(.subjectDetail, in: architecture) {
            try run(PracticeScripts.exhaustiveManual, in: architecture)
        }
    }

    @Test("Every walk of three events from each starting point matches the model, answers landing at once",
          arguments: Architecture.allCases)
    func exhaustiveImmediate(architecture: Architecture) throws {
        try checkChange(.subjectDetail, in: architecture) {
            try run(PracticeScripts.exhaustiveImmediate, in: architecture)
        }
    }

    @Test("Every walk of three events from each subject detail screen starting point matches the model, answers landing later",
          arguments: Architecture.allCases)
    func exhaustiveSubjectManual(architecture: Architecture) throws {
        try checkChange(.subjectDetail, in: architecture) {
            try run(SubjectDetailScripts.exhaustiveManual, in: architecture)
        }
    }

    @Test("Every walk of three events from each subject detail screen starting point matches the model, answers landing at once",
          arguments: Architecture.allCases)
    func exhaustiveSubjectImmediate(architecture: Architecture) throws {
        try checkChange(.subjectDetail, in: architecture) {
            try run(SubjectDetailScripts.exhaustiveImmediate, in: architecture)
        }
    }

    @Test("Seeded random walks match the model, answers landing later", arguments: Architecture.allCases)
    func randomManual(architecture: Architecture) throws {
        let scripts = PracticeScripts.random(.manual, count: WalkBudget.randomManualCount, base: 0x30_0000)
        try checkChange(.subjectDetail, in: architecture) {
            try run(scripts, in: architecture)
        }
    }

    @Test("Seeded random walks match the model, answers landing at once", arguments: Architecture.allCases)
    func randomImmediate(architecture: Architecture) throws {
        let scripts = PracticeScripts.random(.immediate, count: WalkBudget.randomImmediateCount, base: 0x40_0000)
        try checkChange(.subjectDetail, in: architecture) {
            try run(scripts, in: architecture)
        }
    }

    /// Runs `scripts` on the architecture's Practice screen; those that push All Subjects, whose
    /// request the model follows as change `all-subjects` asks (§7.5), only as that change is checked.
    private func run(_ scripts: [Script<PracticeModel>], in architecture: Architecture) throws {
        let pushing = scripts.filter(PracticeModel.opensAllSubjects)
        let others = scripts.filter { !PracticeModel.opensAllSubjects($0) }
        if !others.isEmpty {
            WalkCheck.run(PracticeScreenDriver.self, architecture: architecture, scripts: others)
        }
        guard !pushing.isEmpty else { return }
        try checkChange(.allSubjects, in: architecture) {
            WalkCheck.run(PracticeScreenDriver.self, architecture: architecture, scripts: pushing)
        }
    }
}
