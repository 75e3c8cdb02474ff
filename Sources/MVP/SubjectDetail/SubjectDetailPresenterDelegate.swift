// Role: glue
// How MVP's subject detail presenter tells the screen beneath it what happened on its screen. The
// list's presenter implements it: whether a subject is on is the list's state, and the list's
// presenter keeps that state, so it is the one to hear of a switch-off. It keeps the phase and the
// open subjects All Subjects needs too, so it is the one to open All Subjects from the subject.

/// Hears what the subject detail presenter did, or was asked, that the screen beneath must know.
@MainActor
protocol SubjectDetailPresenterDelegate: AnyObject {
    /// The server has switched subject `id` off.
    func subjectDetailPresenter(_ presenter: SubjectDetailPresenter, didSwitchOffSubject id: Int)
    /// The user asked for All Subjects, which needs what the list shows at this moment.
    func subjectDetailPresenterDidAskForAllSubjects(_ presenter: SubjectDetailPresenter)
}
