// Role: glue
// The All Subjects screen's effect runner: it loads the catalogue through the model layer's
// SubjectsAPIManager (its delegate), reads it with CatalogueReformer, follows the theme store, and
// sends each outcome back as an action. Released with the store, it cancels the load in flight and
// its theme observation ends.
import SharedModel

@MainActor
final class AllSubjectsEffects: EffectRunner {
    typealias Feature = AllSubjectsReducer

    private let catalogueManager: SubjectsAPIManager
    private let themeStore: ThemeStore
    private var themeObservation: ThemeObservation?
    private var send: (@MainActor (AllSubjectsAction) -> Void)?

    // Role: assembly
    init(environment: AppEnvironment) {
        catalogueManager = SubjectsAPIManager(transport: environment.transport)
        themeStore = environment.themeStore
        // Role: glue
        catalogueManager.delegate = self
    }

    func connect(_ send: @escaping @MainActor (AllSubjectsAction) -> Void) {
        self.send = send
    }

    func run(_ effect: AllSubjectsEffect) {
        switch effect {
        case .loadCatalogue:
            catalogueManager.loadCatalogue()
        case .followTheme:
            send?(.themeChanged(themeStore.current))
            themeObservation = themeStore.observe { [weak self] theme in self?.send?(.themeChanged(theme)) }
        }
    }
}

// Role: glue
extension AllSubjectsEffects: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) {
        do {
            send?(.catalogueLoaded(.success(try manager.fetch(with: CatalogueReformer()))))
        } catch {
            send?(.catalogueLoaded(.failure(error)))
        }
    }

    func apiManager(_ manager: APIManager, didFailWith error: APIError) {
        send?(.catalogueLoaded(.failure(error)))
    }
}
