// Role: glue
// How the subject detail store reports to its controller, once each request has landed.

@MainActor
protocol SubjectDetailStoreDelegate: AnyObject {
    /// The details landed: the store's details are new.
    func subjectDetailStoreDidLoad(_ store: SubjectDetailStore)
    /// The details did not load: no answer, a failing status, or a body that could not be read.
    func subjectDetailStoreDidFailToLoad(_ store: SubjectDetailStore)
    /// The server switched the subject off.
    func subjectDetailStoreDidSwitchOff(_ store: SubjectDetailStore)
    /// The switch-off failed: the subject is still on.
    func subjectDetailStoreDidFailToSwitchOff(_ store: SubjectDetailStore)
}
