// Teaches: docs/SPEC.md §7.4 as code, for the app opened from `practice://subject/<id>` with a session
// kept: it starts on the subject list, loading as usual, and the link waits on the list's state. When the
// list first shows (its first load succeeds, after any number of Retries) the link's subject opens exactly
// as a selection of its cell opens it, when it is one of the list's cells; either way the link is gone, so
// no later load follows it. A link without a session (the login form first) and a malformed link are the
// example tests' alone.
import SharedModel

extension SubjectListModel {
    /// Rules "link.opensSubject" and "link.notOnList" (§7.4), when a load of the list succeeds: a link
    /// still waiting is followed. Its subject's screen is pushed as a selection pushes it, titled with its
    /// name, with one `GET /subjects/<id>` (rule "subjectDetail.appearing"); a subject the list does not
    /// show (off, not offered in the phase, not in the catalogue) opens nothing and asks nothing more of
    /// the server. Either way the link is dropped: a later load that lists the subject opens nothing.
    static func followLink(in state: inout SubjectListState) {
        guard let id = state.linkedSubjectID else { return }
        state.linkedSubjectID = nil
        guard let subject = state.open?.first(where: { $0.id == id }) else { return }
        openSubject(subject, in: &state)
    }

    /// Whether `script` starts the app from a link: a walk that does checks what the change `subject-link`
    /// asks for.
    static func startsFromLink(_ script: Script<SubjectListModel>) -> Bool {
        script.start.linkedSubjectID != nil
    }
}
