// Role: glue
// What the login presenter hands its view controller: one method per use case's ViewModel.

@MainActor
protocol LoginDisplayLogic: AnyObject {
    func displayForm(_ viewModel: Login.UpdateForm.ViewModel)
    func displaySignIn(_ viewModel: Login.SignIn.ViewModel)
}
