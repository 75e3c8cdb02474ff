// Teaches: all the subject detail screen must remember (§7.1): which subject it shows, whether its details
// are loading, loaded or failed, and whether the last switch-off failed. Whether a switch-off is in
// flight is not stored: it is whether its request is (`SubjectListState.isSwitchingOff`).

/// The subject detail screen pushed over the subject list.
struct SubjectDetailState: Hashable, Sendable {
    /// The subject the selected item showed: its id names the details to ask for, its name the title.
    let id: Int
    let name: String
    var details: SubjectDetailsPhase = .loading
    /// The last switch-off failed and no later tap of Switch Off has hidden its message.
    var isSwitchOffFailureShown = false
}
