// Role: glue
// What the login view controller may ask of its interactor, and what its router hands on from it.

/// The login scene's use cases, as the view controller sends them.
@MainActor
protocol LoginBusinessLogic: AnyObject {
    func editField(_ request: Login.EditField.Request)
    func submit(_ request: Login.Submit.Request)
}

/// What the interactor keeps that the next scene is given: the linked subject, which the app passes
/// in as it starts and the router hands to the subject list scene a login pushes; and the subject to mark,
/// passed in with it, which the router gives every subject list scene a login pushes.
@MainActor
protocol LoginDataStore: AnyObject {
    var linkedSubjectID: Int? { get set }
    var markedSubjectID: Int? { get set }
}
