// Role: glue
// How the subject list's content view reports what the user did: plain delegate calls, no binding.
@MainActor
protocol SubjectListContentViewDelegate: AnyObject {
    func subjectListContentView(_ subjectListContentView: SubjectListContentView, didSelect cell: SubjectCellViewModel)
    func subjectListContentViewDidTapRetry(_ subjectListContentView: SubjectListContentView)
    func subjectListContentViewDidPullToRefresh(_ subjectListContentView: SubjectListContentView)
    func subjectListContentViewDidTapRefresh(_ subjectListContentView: SubjectListContentView)
}
