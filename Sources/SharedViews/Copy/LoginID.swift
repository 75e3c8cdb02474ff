/// The accessibility identifiers of the login screen (spec §2.1).
public enum LoginID {
    public static let form = "login.form"
    public static let username = "login.username"
    public static let password = "login.password"
    public static let instruction = "login.instruction"
    public static let submit = "login.submit"
    public static let activity = "login.activity"
}
