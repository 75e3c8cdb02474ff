// Role: glue
// What the login view controller may ask of its interactor.

/// The login scene's use cases, as the view controller sends them.
@MainActor
protocol LoginBusinessLogic: AnyObject {
    func editField(_ request: Login.EditField.Request)
    func submit(_ request: Login.Submit.Request)
}
