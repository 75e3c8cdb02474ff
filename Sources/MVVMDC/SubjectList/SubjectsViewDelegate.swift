// Role: glue
// How the subjects view reports what the user did: plain delegate calls, no binding.
@MainActor
protocol SubjectsViewDelegate: AnyObject {
    func subjectsView(_ subjectsView: SubjectsView, didSelect cell: SubjectCellViewModel)
    func subjectsViewDidTapRetry(_ subjectsView: SubjectsView)
    func subjectsViewDidPullToRefresh(_ subjectsView: SubjectsView)
    func subjectsViewDidTapRefresh(_ subjectsView: SubjectsView)
}
