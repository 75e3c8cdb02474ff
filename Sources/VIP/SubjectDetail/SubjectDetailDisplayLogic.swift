// Role: glue
// What the subject detail presenter hands its view controller: one method per use case's ViewModel.

@MainActor
protocol SubjectDetailDisplayLogic: AnyObject {
    func displaySubject(_ viewModel: SubjectDetail.GetSubject.ViewModel)
    func displayDetails(_ viewModel: SubjectDetail.UpdateDetails.ViewModel)
    func displayTheme(_ viewModel: SubjectDetail.ApplyTheme.ViewModel)
    func displaySwitchOff(_ viewModel: SubjectDetail.SwitchOff.ViewModel)
}
