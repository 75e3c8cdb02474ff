// Role: glue
// The boundary from the subject detail module to the module that opened it: what happened on the
// subject detail screen that the screen beneath must know. The opener hands it over when it asks for
// the module (SubjectDetailModuleBuilding), so the two modules know each other only through it.

/// Subject detail module → the module that opened it.
@MainActor
protocol SubjectDetailModuleOutput: AnyObject {
    /// Subject `id` is now switched off on the server; the subject detail screen is closing.
    func subjectDetailDidSwitchOff(subjectID id: Int)
}
