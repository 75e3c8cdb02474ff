// Teaches: docs/SPEC.md §7.5 as far as the walks follow it: the request of the All Subjects screen
// More pushes. It is sent when the screen is pushed, landed by the catalogue's answers (after the
// list's own `GET /subjects`, when that is still in flight too) and cancelled by going back. What the
// screen then shows is checked by the example tests (`AllSubjectsTests`), not here.
import SharedModel

extension SubjectListModel {
    /// Rule "allSubjects.catalogue" (§7.5): More pushes All Subjects, which sends exactly one
    /// `GET /subjects`.
    static func openAllSubjects(in state: inout SubjectListState) {
        state.pushed.append(SpecWords.allSubjectsTitle)
        state.allSubjectsRequest = state.requests.count
        state.requests.append(ModelRequest(route: .subjects))
        // Rule "answers.atOnce": an answer that lands at once goes through the very same rules.
        if state.scheduler == .immediate {
            landAllSubjects(in: &state)
        }
    }

    /// All Subjects' `GET /subjects` gets its answer; whatever it says, the list beneath is unchanged.
    static func landAllSubjects(in state: inout SubjectListState) {
        guard let index = state.allSubjectsRequest, state.requests[index].state == .inFlight else { return }
        state.requests[index].state = .answered
    }

    /// Rule "screen.leaving" (§3.6, §7.5): going back while the catalogue loads cancels its request.
    static func leaveAllSubjects(in state: inout SubjectListState) {
        if let index = state.allSubjectsRequest, state.requests[index].state == .inFlight {
            state.requests[index].state = .cancelled
        }
        state.allSubjectsRequest = nil
    }

    /// Whether `script` ever pushes All Subjects: a walk that does checks what the change
    /// `all-subjects` asks for.
    static func opensAllSubjects(_ script: Script<SubjectListModel>) -> Bool {
        ever(script) { $0.allSubjectsRequest != nil }
    }
}
