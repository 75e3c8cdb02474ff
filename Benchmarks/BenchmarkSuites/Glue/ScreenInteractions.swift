import BenchmarkCore

/// What a user can do on each screen, from the spec (§2 login, §3 the subject list): the denominator of
/// glue per interaction, so a screen's glue can be weighed against how interactive it is. Keyed by
/// the glue suite's features.
enum ScreenInteractions {
    /// The features with a screen, in the glue suite's order, and what a user does there.
    static let byFeature: [(feature: Feature, interactions: [String])] = [
        (.login, ["type a username", "type a password", "tap Log In"]),
        (.subjectList, ["pull to refresh", "select a subject", "select More", "tap Retry"]),
    ]
}
