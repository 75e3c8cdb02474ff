// Role: glue
// How the subject detail content view reports what the user did: plain delegate calls, no binding.
@MainActor
protocol SubjectDetailContentViewDelegate: AnyObject {
    func subjectDetailContentViewDidTapRetry(_ subjectDetailContentView: SubjectDetailContentView)
    func subjectDetailContentViewDidTapSwitchOff(_ subjectDetailContentView: SubjectDetailContentView)
    func subjectDetailContentViewDidTapAllSubjects(_ subjectDetailContentView: SubjectDetailContentView)
}
