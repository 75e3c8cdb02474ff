// Teaches: the subject list of every architecture in the catalogue, and the subject detail screen and
// All Subjects it pushes, driven through generated walks and checked against the reference model after
// every step (docs/SPEC.md §3, §6, §7.1, §7.3's Refresh, §7.4's link with a session kept, §7.5). Every
// walk checks the change `refresh-and-return` too, since every step compares the Refresh button, a walk
// that pushes All Subjects the change `all-subjects`, and a walk that opens the app from a link the
// change `subject-link`.
import Architectures
import SharedModel
import Testing

@MainActor
@Suite("Generated walks: the subject list")
struct SubjectListWalkTests {
    @Test("Every starting point and story is a walk a user can perform, within the run-time budget")
    func walksAreWellFormed() {
        let prefixes: [Prefix<SubjectListModel>] = SubjectListScripts.manualPrefixes + SubjectListScripts.immediatePrefixes
            + SubjectDetailScripts.manualPrefixes + SubjectDetailScripts.immediatePrefixes
            + SubjectLinkScripts.manualPrefixes + SubjectLinkScripts.immediatePrefixes
        for prefix in prefixes {
            let unreached = prefix.unreachedEvent.map { String(describing: $0) } ?? "none"
            #expect(prefix.unreachedEvent == nil, "\(prefix.name): \(unreached) does not reach the screen")
        }
        for story in SubjectListStories.all {
            let prefix = Prefix<SubjectListModel>(name: story.name, start: story.script.start, events: story.script.events)
            #expect(prefix.unreachedEvent == nil, "\(story.name): an event does not reach the screen")
        }
        #expect(SubjectListScripts.exhaustiveManual.count <= WalkBudget.maximumExhaustiveWalks,
                "\(SubjectListScripts.exhaustiveManual.count) exhaustive walks with answers landing later")
        #expect(SubjectListScripts.exhaustiveImmediate.count <= WalkBudget.maximumExhaustiveWalks,
                "\(SubjectListScripts.exhaustiveImmediate.count) exhaustive walks with answers landing at once")
        #expect(SubjectDetailScripts.exhaustiveManual.count <= WalkBudget.maximumExhaustiveWalks,
                "\(SubjectDetailScripts.exhaustiveManual.count) exhaustive subject detail screen walks with answers landing later")
        #expect(SubjectDetailScripts.exhaustiveImmediate.count <= WalkBudget.maximumExhaustiveWalks,
                "\(SubjectDetailScripts.exhaustiveImmediate.count) exhaustive subject detail screen walks with answers landing at once")
        #expect(SubjectLinkScripts.exhaustiveManual.count <= WalkBudget.maximumExhaustiveWalks,
                "\(SubjectLinkScripts.exhaustiveManual.count) exhaustive walks from a link with answers landing later")
        #expect(SubjectLinkScripts.exhaustiveImmediate.count <= WalkBudget.maximumExhaustiveWalks,
                "\(SubjectLinkScripts.exhaustiveImmediate.count) exhaustive walks from a link with answers landing at once")
    }

    @Test("Stories the issue names match the model", arguments: Architecture.allCases, SubjectListStories.all)
    func stories(architecture: Architecture, story: Story<SubjectListModel>) throws {
        guard SubjectListModel.opensSubjectDetail(story.script) else {
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
            try run(SubjectListScripts.exhaustiveManual, in: architecture)
        }
    }

    @Test("Every walk of three events from each starting point matches the model, answers landing at once",
          arguments: Architecture.allCases)
    func exhaustiveImmediate(architecture: Architecture) throws {
        try checkChange(.subjectDetail, in: architecture) {
            try run(SubjectListScripts.exhaustiveImmediate, in: architecture)
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

    @Test("Every walk of three events from each starting point of the app opened from a link matches the model, answers landing later",
          arguments: Architecture.allCases)
    func exhaustiveLinkManual(architecture: Architecture) throws {
        try checkChange(.subjectDetail, in: architecture) {
            try run(SubjectLinkScripts.exhaustiveManual, in: architecture)
        }
    }

    @Test("Every walk of three events from each starting point of the app opened from a link matches the model, answers landing at once",
          arguments: Architecture.allCases)
    func exhaustiveLinkImmediate(architecture: Architecture) throws {
        try checkChange(.subjectDetail, in: architecture) {
            try run(SubjectLinkScripts.exhaustiveImmediate, in: architecture)
        }
    }

    @Test("Seeded random walks match the model, answers landing later", arguments: Architecture.allCases)
    func randomManual(architecture: Architecture) throws {
        let scripts = SubjectListScripts.random(.manual, count: WalkBudget.randomManualCount, base: 0x30_0000)
        try checkChange(.subjectDetail, in: architecture) {
            try run(scripts, in: architecture)
        }
    }

    @Test("Seeded random walks match the model, answers landing at once", arguments: Architecture.allCases)
    func randomImmediate(architecture: Architecture) throws {
        let scripts = SubjectListScripts.random(.immediate, count: WalkBudget.randomImmediateCount, base: 0x40_0000)
        try checkChange(.subjectDetail, in: architecture) {
            try run(scripts, in: architecture)
        }
    }

    /// Runs `scripts` on the architecture's subject list as `runWithAllSubjects` does; those that open the
    /// app from a link, which the model follows as change `subject-link` asks (§7.4), only as that change
    /// is checked too, and those of them that push All Subjects, which marks the link's subject as change
    /// `catalogue-needs-more` asks (§7.8), only as that change is checked as well.
    private func run(_ scripts: [Script<SubjectListModel>], in architecture: Architecture) throws {
        let linked = scripts.filter(SubjectListModel.startsFromLink)
        let others = scripts.filter { !SubjectListModel.startsFromLink($0) }
        if !others.isEmpty {
            try runWithAllSubjects(others, in: architecture)
        }
        guard !linked.isEmpty else { return }
        try checkChange(.subjectLink, in: architecture) {
            let marking = linked.filter(SubjectListModel.opensAllSubjects)
            let following = linked.filter { !SubjectListModel.opensAllSubjects($0) }
            if !following.isEmpty {
                try runWithAllSubjects(following, in: architecture)
            }
            guard !marking.isEmpty else { return }
            try checkChange(.catalogueNeedsMore, in: architecture) {
                try runWithAllSubjects(marking, in: architecture)
            }
        }
    }

    /// Runs `scripts` on the architecture's subject list as change `refresh-and-return` is checked, since
    /// every step compares the Refresh button (§7.3); those that push All Subjects, which the model
    /// follows as change `all-subjects` asks (§7.5), only as that change is checked too.
    private func runWithAllSubjects(_ scripts: [Script<SubjectListModel>], in architecture: Architecture) throws {
        try checkChange(.refreshAndReturn, in: architecture) {
            let pushing = scripts.filter(SubjectListModel.opensAllSubjects)
            let others = scripts.filter { !SubjectListModel.opensAllSubjects($0) }
            if !others.isEmpty {
                WalkCheck.run(SubjectListScreenDriver.self, architecture: architecture, scripts: others)
            }
            guard !pushing.isEmpty else { return }
            try checkChange(.allSubjects, in: architecture) {
                WalkCheck.run(SubjectListScreenDriver.self, architecture: architecture, scripts: pushing)
            }
        }
    }
}
