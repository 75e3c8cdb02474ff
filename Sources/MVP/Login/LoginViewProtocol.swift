// Role: glue
// The boundary between MVP's login presenter and whatever shows the form. The presenter sees the
// screen only through these calls, so a test can stand a spy in for the real view controller.
import SharedModel

/// What the login presenter may ask of its screen. Each call shows one thing; none decides anything.
@MainActor
protocol LoginViewProtocol: AnyObject {
    /// Shows `text` under the form: a rule's message, the login's progress or its answer, or nothing.
    func showInstruction(_ text: String)
    /// Tints `field` as invalid, or back to normal.
    func markField(_ field: CredentialField, invalid: Bool)
    func enableSubmit(_ enabled: Bool)
    /// Both text fields at once.
    func enableFields(_ enabled: Bool)
    /// Animates the activity indicator while a login is in flight.
    func showBusy(_ busy: Bool)
    /// Empties the password field, as a program does (the user did not type).
    func clearPassword()
    /// Moves on to the subject list, which opens the linked subject, if any, when its list first shows.
    func showSubjectList(linkedSubjectID: Int?)
}
