// Role: glue
// How the subject details view reports what the user did: plain delegate calls, no binding.
@MainActor
protocol SubjectDetailsViewDelegate: AnyObject {
    func subjectDetailsViewDidTapRetry(_ subjectDetailsView: SubjectDetailsView)
    func subjectDetailsViewDidTapSwitchOff(_ subjectDetailsView: SubjectDetailsView)
}
