// Role: glue
// How the All Subjects store reports to its controller, once each load has landed.

@MainActor
protocol AllSubjectsStoreDelegate: AnyObject {
    /// The catalogue landed: the store's subjects are new.
    func allSubjectsStoreDidLoad(_ store: AllSubjectsStore)
    /// The catalogue did not load: no answer, a failing status, or a body that could not be read.
    func allSubjectsStoreDidFailToLoad(_ store: AllSubjectsStore)
}
