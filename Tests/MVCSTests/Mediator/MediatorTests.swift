// The mediator on its own: a registered target builds its feature's screens by name; an unknown
// target, an unknown action or a missing parameter is a typed failure and no screen, never a crash.
@testable import MVCS
import SharedModel
import SharedViews
import Testing
import ViewKit

@MainActor
@Suite("Mediator")
struct MediatorTests {
    let environment = AppEnvironment(scheduler: ManualScheduler())
    var mediator: Mediator { MVCSArchitecture.mediator(environment) }

    @Test("The typed wrappers build each feature's screen")
    func typedWrappers() throws {
        #expect(try mediator.loginScreen().get() is LoginViewController)
        #expect(try mediator.subjectListScreen().get() is SubjectListViewController)
        let subject = try mediator.subjectDetailScreen(id: 4, named: "Physics", switchedOff: { _ in },
                                                       allSubjectsNeeds: { (currentPhase: .junior, openSubjectIDs: [1, 4]) }).get()
        #expect(subject is SubjectDetailViewController && subject.title == "Physics")
        #expect(try mediator.allSubjectsScreen(currentPhase: .junior, openSubjectIDs: [1, 4]).get() is MVCS.AllSubjectsViewController)
    }

    @Test("An unknown target is a typed failure")
    func unknownTarget() {
        let result = mediator.perform("subjectListScreen", of: "Nowhere")
        #expect(result.failure == .unknownTarget("Nowhere"))
        #expect(result.failure?.description == "no target is registered as \"Nowhere\"")
    }

    @Test("An unknown action is a typed failure",
          arguments: [LoginTarget.name, SubjectListTarget.name, SubjectDetailTarget.name, AllSubjectsTarget.name])
    func unknownAction(target: String) {
        #expect(mediator.perform("fly", of: target).failure == .unknownAction(target: target, action: "fly"))
    }

    @Test("A missing parameter is a typed failure: a subject's screen is not built without its callback")
    func missingParameter() {
        let action = SubjectDetailTarget.Action.subjectDetailScreen
        let result = mediator.perform(action, of: SubjectDetailTarget.name, parameters: [
            SubjectDetailTarget.Parameter.subjectID: 4,
            SubjectDetailTarget.Parameter.name: "Physics",
        ])
        #expect(result.failure == .missingParameter(target: SubjectDetailTarget.name, action: action,
                                                    name: SubjectDetailTarget.Parameter.switchedOff))
    }

    @Test("A missing parameter is a typed failure: a subject's screen is not built without what its All Subjects needs")
    func missingAllSubjectsNeeds() {
        let action = SubjectDetailTarget.Action.subjectDetailScreen
        let switchedOff: @MainActor (Int) -> Void = { _ in }
        let result = mediator.perform(action, of: SubjectDetailTarget.name, parameters: [
            SubjectDetailTarget.Parameter.subjectID: 4,
            SubjectDetailTarget.Parameter.name: "Physics",
            SubjectDetailTarget.Parameter.switchedOff: switchedOff,
        ])
        #expect(result.failure == .missingParameter(target: SubjectDetailTarget.name, action: action,
                                                    name: SubjectDetailTarget.Parameter.allSubjectsNeeds))
    }

    @Test("A mediator without a feature's target builds no screen for it")
    func unregistered() {
        let partial = Mediator(targets: [LoginTarget(environment: environment)])
        #expect(partial.subjectListScreen().failure == .unknownTarget(SubjectListTarget.name))
        #expect((try? partial.loginScreen().get()) is LoginViewController)
    }
}

extension Result {
    /// The failure, or nil on success.
    var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
