// Role: navigation
// The All Subjects scene's router. The scene leads nowhere, so the router only holds the interactor as
// the data store the subject list scene's router passes the phase and the open subjects into, as Clean
// Swift passes data between scenes.

@MainActor
final class AllSubjectsRouter: AllSubjectsRoutingLogic, AllSubjectsDataPassing {
    /// The interactor, read as a data store. Weak: the view controller owns the interactor.
    weak var dataStore: (any AllSubjectsDataStore)?
}
