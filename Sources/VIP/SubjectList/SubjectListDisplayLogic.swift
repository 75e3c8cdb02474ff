// Role: glue
// What the subject list presenter hands its view controller: one method per use case's ViewModel.

@MainActor
protocol SubjectListDisplayLogic: AnyObject {
    func displaySubjects(_ viewModel: SubjectList.FetchSubjects.ViewModel)
    func displayTheme(_ viewModel: SubjectList.ApplyTheme.ViewModel)
    func displaySelection(_ viewModel: SubjectList.SelectItem.ViewModel)
}
