/// Checks for the cases that have no screen (the binding kit, the reformers): a figure of the
/// result against the one expected.
enum ValueCheck {
    /// Fails unless `actual == expected`.
    static func expect<T: Equatable>(_ actual: T, _ expected: T, _ what: String) throws(CheckFailure) {
        guard actual == expected else {
            throw CheckFailure("\(what) is \(actual), expected \(expected)")
        }
    }
}
