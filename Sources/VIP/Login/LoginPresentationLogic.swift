// Role: glue
// What the login interactor hands its presenter: one method per use case's Response.

@MainActor
protocol LoginPresentationLogic: AnyObject {
    func presentForm(_ response: Login.UpdateForm.Response)
    func presentSignIn(_ response: Login.SignIn.Response)
}
