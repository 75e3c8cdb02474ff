/// The login screen's fixed words, defined once for every architecture. The messages its logic
/// chooses are `LoginMessages`, in the model layer.
public enum LoginCopy {
    public static let title = "Log In"
    public static let submitTitle = "Log In"
    public static let usernamePlaceholder = "Username"
    public static let passwordPlaceholder = "Password"
}
