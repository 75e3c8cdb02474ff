/// Checks for the binding cases, which have no screen.
enum BindingCheck {
    /// Fails unless `actual == expected`.
    static func expect<T: Equatable>(_ actual: T, _ expected: T, _ what: String) throws(CheckFailure) {
        guard actual == expected else {
            throw CheckFailure("\(what) is \(actual), expected \(expected)")
        }
    }
}
