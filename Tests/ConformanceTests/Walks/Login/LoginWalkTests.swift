// Teaches: the login screen of every architecture in the catalogue, driven through generated
// walks and checked against the reference model after every step (docs/SPEC.md §2, §6, and §7.3's
// return). A walk that presses return in a field checks the change `refresh-and-return` too.
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
    func stories(architecture: Architecture, story: Story<LoginModel>) throws {
        try run([story.script], in: architecture)
    }

    @Test("Every walk of three events from each starting point matches the model, answers landing later",
          arguments: Architecture.allCases)
    func exhaustiveManual(architecture: Architecture) throws {
        try run(LoginScripts.exhaustiveManual, in: architecture)
    }

    @Test("Every walk of three events from each starting point matches the model, answers landing at once",
          arguments: Architecture.allCases)
    func exhaustiveImmediate(architecture: Architecture) throws {
        try run(LoginScripts.exhaustiveImmediate, in: architecture)
    }

    @Test("Seeded random walks match the model, answers landing later", arguments: Architecture.allCases)
    func randomManual(architecture: Architecture) throws {
        let scripts = LoginScripts.random(.manual, count: WalkBudget.randomManualCount, base: 0x10_0000)
        try run(scripts, in: architecture)
    }

    @Test("Seeded random walks match the model, answers landing at once", arguments: Architecture.allCases)
    func randomImmediate(architecture: Architecture) throws {
        let scripts = LoginScripts.random(.immediate, count: WalkBudget.randomImmediateCount, base: 0x20_0000)
        try run(scripts, in: architecture)
    }

    /// Runs `scripts` on the architecture's login form; those that press return in a field, which
    /// change `refresh-and-return` gives a meaning (§7.3), only as that change is checked.
    private func run(_ scripts: [Script<LoginModel>], in architecture: Architecture) throws {
        let returning = scripts.filter(LoginModel.pressesReturn)
        let others = scripts.filter { !LoginModel.pressesReturn($0) }
        if !others.isEmpty {
            WalkCheck.run(LoginScreenDriver.self, architecture: architecture, scripts: others)
        }
        guard !returning.isEmpty else { return }
        try checkChange(.refreshAndReturn, in: architecture) {
            WalkCheck.run(LoginScreenDriver.self, architecture: architecture, scripts: returning)
        }
    }
}
