// Role: glue
// What the All Subjects presenter hands its view controller: one method per use case's ViewModel.

@MainActor
protocol AllSubjectsDisplayLogic: AnyObject {
    func displayCatalogue(_ viewModel: AllSubjects.FetchCatalogue.ViewModel)
    func displayTheme(_ viewModel: AllSubjects.ApplyTheme.ViewModel)
}
