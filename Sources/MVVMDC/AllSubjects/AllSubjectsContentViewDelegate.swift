// Role: glue
// How the All Subjects content view reports what the user did: a plain delegate call, no binding.
@MainActor
protocol AllSubjectsContentViewDelegate: AnyObject {
    func allSubjectsContentViewDidTapRetry(_ allSubjectsContentView: AllSubjectsContentView)
}
