// Role: state
// What the login form shows at one moment, decided by the presenter and drawn by the view.
import SharedModel

/// The whole login form as plain data: the view applies it field by field.
struct LoginFormDisplay: Hashable {
    var instruction: String
    /// The fields tinted as invalid.
    var invalidFields: Set<CredentialField>
    var fieldsEnabled: Bool
    var submitEnabled: Bool
    /// Whether the activity indicator animates.
    var isBusy: Bool
}
