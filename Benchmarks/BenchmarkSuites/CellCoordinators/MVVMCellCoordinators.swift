import ViewKit

/// What MVVM's real subject list keeps for its cells, read by reflection from the screen's own
/// objects: its `SubjectCollectionCoordinator`'s table of `SubjectCellCoordinator`s, and which of
/// them follow the theme now. MVVM exposes nothing for measuring, and need not; if its names
/// change, the reading fails loudly rather than counting nothing.
@MainActor
enum MVVMCellCoordinators {
    /// Coordinators alive, and those bound to an item (each one a theme observer).
    static func count(in controller: ViewController) throws(CheckFailure) -> (coordinators: Int, themeObservers: Int) {
        guard let collection = child("collectionCoordinator", of: controller),
              let table = child("cellCoordinators", of: collection)
        else {
            throw CheckFailure("MVVM's subject list has no collectionCoordinator.cellCoordinators to count")
        }
        let coordinators = Mirror(reflecting: table).children.compactMap { child("value", of: $0.value) }
        var observers = 0
        for coordinator in coordinators {
            guard let binding = child("themeBinding", of: coordinator) else {
                throw CheckFailure("MVVM's SubjectCellCoordinator has no themeBinding to count")
            }
            observers += Mirror(reflecting: binding).children.count
        }
        return (coordinators.count, observers)
    }

    private static func child(_ label: String, of value: Any) -> Any? {
        Mirror(reflecting: value).children.first { $0.label == label }?.value
    }
}
