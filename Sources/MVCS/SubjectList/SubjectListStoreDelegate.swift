// Role: glue
// How the subject list store reports to its controller, once both answers of a load have landed.

@MainActor
protocol SubjectListStoreDelegate: AnyObject {
    /// The load succeeded: the store's subjects are new.
    func subjectListStoreDidLoad(_ store: SubjectListStore)
    /// The load failed: the store still holds what the last successful load fetched.
    func subjectListStoreDidFailToLoad(_ store: SubjectListStore)
}
